import { Module } from '@nestjs/common';
import { TranslationsController } from './translations.controller.js';

@Module({ controllers: [TranslationsController] })
export class TranslationsModule {}
