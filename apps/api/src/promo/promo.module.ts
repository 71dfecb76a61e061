import { Module } from '@nestjs/common';
import { PromoCodeRepository } from './application/promo-code.repository.js';
import { PromoCodes } from './application/promo-codes.js';
import { PromoController } from './infrastructure/http/promo.controller.js';
import { TypeOrmPromoCodeRepository } from './infrastructure/typeorm-promo-code.repository.js';

/** Activation codes: `check_promo.php`, and checking and redeeming for the accounts context. */
@Module({
  controllers: [PromoController],
  providers: [PromoCodes, { provide: PromoCodeRepository, useClass: TypeOrmPromoCodeRepository }],
  exports: [PromoCodes],
})
export class PromoModule {}
