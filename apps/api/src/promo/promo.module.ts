import { Module } from '@nestjs/common';
import { PromoCodeRepository } from './application/promo-code-repository.port.js';
import { PromoCodes } from './application/promo-codes.service.js';
import { PromoController } from './infrastructure/http/promo.controller.js';
import { SqlPromoCodeRepository } from './infrastructure/sql.promo-code-repository.js';

/** Activation codes: `check_promo.php`, and checking and redeeming for the accounts context. */
@Module({
  controllers: [PromoController],
  providers: [PromoCodes, { provide: PromoCodeRepository, useClass: SqlPromoCodeRepository }],
  exports: [PromoCodes],
})
export class PromoModule {}
