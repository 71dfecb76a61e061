import { Module } from '@nestjs/common';
import { CountPromoCodes } from './application/admin/count-promo-codes/count-promo-codes.query.js';
import { ManagePromoCodes } from './application/admin/manage-promo-codes.service.js';
import { PromoCodeAdminStore } from './application/admin/promo-code-admin-store.port.js';
import { AdminPromoCodesController } from './infrastructure/http/admin/admin-promo-codes.controller.js';
import { SqlPromoCodeAdminStore } from './infrastructure/admin/sql.promo-code-admin-store.js';

/** The staff's side of activation codes (`/api/v1/admin/promo-codes`, behind the admin guard). */
@Module({
  controllers: [AdminPromoCodesController],
  providers: [ManagePromoCodes, CountPromoCodes, { provide: PromoCodeAdminStore, useClass: SqlPromoCodeAdminStore }],
  exports: [CountPromoCodes],
})
export class PromoAdminModule {}
