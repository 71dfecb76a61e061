import { Module } from '@nestjs/common';
import { CountOrdersToday } from './application/admin/count-orders-today/count-orders-today.query.js';
import { ListAllOrders } from './application/admin/list-all-orders/list-all-orders.query.js';
import { AdminOrdersController } from './infrastructure/http/admin/admin-orders.controller.js';
import { OrdersModule } from './orders.module.js';
import { ResendPurchaseOrder } from './application/admin/resend-purchase-order/resend-purchase-order.command.js';
import { AdminPurchaseOrdersController } from './infrastructure/http/admin/admin-purchase-orders.controller.js';
import { CatalogueModule } from '../catalogue/index.js';

/** The staff's side of orders: every order, read-only (`/api/v1/admin/orders`), and today's count for the dashboard. */
@Module({
  imports: [OrdersModule, CatalogueModule],
  controllers: [AdminOrdersController, AdminPurchaseOrdersController],
  providers: [ListAllOrders, CountOrdersToday, ResendPurchaseOrder],
  exports: [CountOrdersToday],
})
export class OrdersAdminModule {}
