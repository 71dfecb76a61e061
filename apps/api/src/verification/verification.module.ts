import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { KeyedHasher } from '../platform/crypto/keyed-hasher.js';
import { VerificationCodeRepository } from './application/verification-code.repository.js';
import { VerificationCodes } from './application/verification-codes.js';
import { TypeOrmVerificationCodeRepository } from './infrastructure/typeorm-verification-code.repository.js';

@Module({
  providers: [
    VerificationCodes,
    { provide: VerificationCodeRepository, useClass: TypeOrmVerificationCodeRepository },
    {
      provide: KeyedHasher,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new KeyedHasher(config.sessionSecret, 'verification-code'),
    },
  ],
  exports: [VerificationCodes],
})
export class VerificationModule {}
