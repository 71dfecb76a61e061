import { Module } from '@nestjs/common';
import { PromoCodeRepository } from './application/promo-code.repository.js';
import { PromoCodes } from './application/promo-codes.js';
import { PromoController } from './infrastructure/http/promo.controller.js';
import { TypeOrmPromoCodeRepository } from './infrastructure/typeorm-promo-code.repository.js';
import { ManagePromoCodes, PromoCodeAdminStore } from './application/admin/manage-promo-codes.js';
import { SqlPromoCodeAdminStore } from './infrastructure/admin/sql-promo-code-admin.store.js';

@Module({
  controllers: [PromoController],
  providers: [
    PromoCodes,
    { provide: PromoCodeRepository, useClass: TypeOrmPromoCodeRepository },
    ManagePromoCodes,
    { provide: PromoCodeAdminStore, useClass: SqlPromoCodeAdminStore },
  ],
  exports: [PromoCodes, ManagePromoCodes],
})
export class PromoModule {}
