import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { FileKindDetector } from './application/file-kind-detector.port.js';
import { FeedbackSettings, SendFeedback } from './application/send-feedback/send-feedback.command.js';
import { FileTypeFileKindDetector } from './infrastructure/file-type.file-kind-detector.js';
import { FeedbackController } from './infrastructure/http/feedback.controller.js';
import { FeedbackMemory, FeedbackUploadInterceptor } from './infrastructure/http/feedback-upload.interceptor.js';

/** The feedback form of SPEC.md: checked, its files kept privately, mailed to FEEDBACK_TO. */
@Module({
  controllers: [FeedbackController],
  providers: [
    SendFeedback,
    FeedbackUploadInterceptor,
    // One budget per process: every feedback form being read shares it.
    { provide: FeedbackMemory, useValue: new FeedbackMemory() },
    { provide: FeedbackSettings, inject: [APP_CONFIG], useFactory: (config: AppConfig) => FeedbackSettings.from(config) },
    { provide: FileKindDetector, useClass: FileTypeFileKindDetector },
  ],
})
export class FeedbackModule {}
