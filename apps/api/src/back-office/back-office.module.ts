import { Module } from '@nestjs/common';
import { AccountsAdminModule } from '../accounts/index.js';
import { CatalogueAdminModule } from '../catalogue/index.js';
import { OrdersAdminModule } from '../orders/index.js';
import { PromoAdminModule } from '../promo/index.js';
import { GetDashboardCounts } from './application/get-dashboard-counts/get-dashboard-counts.query.js';
import { AdminDashboardController } from './infrastructure/http/admin-dashboard.controller.js';

/**
 * The back office: what the staff see across contexts. Each context serves its own staff
 * endpoints (its `*AdminModule`); this module only composes their read models, today the
 * dashboard's figures.
 */
@Module({
  imports: [CatalogueAdminModule, AccountsAdminModule, PromoAdminModule, OrdersAdminModule],
  controllers: [AdminDashboardController],
  providers: [GetDashboardCounts],
})
export class BackOfficeModule {}
