import { Module } from '@nestjs/common';
import { CountOrdersToday } from './application/admin/count-orders-today/count-orders-today.query.js';
import { ListAllOrders } from './application/admin/list-all-orders/list-all-orders.query.js';
import { GetOrder } from './application/admin/get-order/get-order.query.js';
import { AdminOrdersController } from './infrastructure/http/admin/admin-orders.controller.js';
import { OrdersModule } from './orders.module.js';
import { ResendPurchaseOrder } from './application/admin/resend-purchase-order/resend-purchase-order.command.js';
import { AdminPurchaseOrdersController } from './infrastructure/http/admin/admin-purchase-orders.controller.js';
import { CatalogueModule } from '../catalogue/index.js';

/** The staff's side of orders: every order and each one's detail, read-only (`/api/v1/admin/orders`), the resend of a purchase order, and today's count for the dashboard. */
@Module({
  imports: [OrdersModule, CatalogueModule],
  controllers: [AdminOrdersController, AdminPurchaseOrdersController],
  providers: [ListAllOrders, GetOrder, CountOrdersToday, ResendPurchaseOrder],
  exports: [CountOrdersToday],
})
export class OrdersAdminModule {}
