import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { ListAllOrders, OrdersModule } from '../orders/index.js';
import { PromoModule } from '../promo/index.js';
import { GetDashboardCounts, OrdersTodayCounter } from './application/dashboard/dashboard-counts.query.js';
import { AdminCategoriesController } from './infrastructure/http/admin-categories.controller.js';
import { AdminDashboardController } from './infrastructure/http/admin-dashboard.controller.js';
import { AdminProductsController } from './infrastructure/http/admin-products.controller.js';
import { AdminPromoCodesController } from './infrastructure/http/admin-promo-codes.controller.js';
import { AdminUsersController } from './infrastructure/http/admin-users.controller.js';
import { AdminWholesalersController } from './infrastructure/http/admin-wholesalers.controller.js';

/**
 * The staff's REST API under `/api/v1/admin`: thin controllers over the use cases of the
 * contexts that own the data (catalogue, accounts, promo), every one behind the admin guard.
 * The sign-in itself lives in the accounts context (`/api/admin/*.php`).
 *
 * Orders: the orders context counts today's orders for the dashboard's tile (`OrdersTodayCounter`)
 * and serves its own read-only staff list (`/api/v1/admin/orders`).
 */
@Module({
  imports: [CatalogueModule, AccountsModule, PromoModule, OrdersModule],
  controllers: [
    AdminDashboardController,
    AdminCategoriesController,
    AdminProductsController,
    AdminWholesalersController,
    AdminUsersController,
    AdminPromoCodesController,
  ],
  providers: [
    GetDashboardCounts,
    { provide: OrdersTodayCounter, inject: [ListAllOrders], useFactory: (orders: ListAllOrders): OrdersTodayCounter => ({ countToday: () => orders.countToday() }) },
  ],
})
export class AdminModule {}
