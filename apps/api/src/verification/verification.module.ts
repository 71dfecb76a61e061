import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { KeyedHasher } from '../platform/crypto/keyed-hasher.js';
import { VerificationCodeRepository } from './application/verification-code-repository.port.js';
import { VerificationCodes } from './application/verification-codes.service.js';
import { SqlVerificationCodeRepository } from './infrastructure/sql.verification-code-repository.js';

@Module({
  providers: [
    VerificationCodes,
    { provide: VerificationCodeRepository, useClass: SqlVerificationCodeRepository },
    {
      provide: KeyedHasher,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new KeyedHasher(config.sessionSecret, 'verification-code'),
    },
  ],
  exports: [VerificationCodes],
})
export class VerificationModule {}
