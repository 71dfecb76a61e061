import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { CartModule } from '../cart/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { ListOrders } from './application/list-orders/list-orders.query.js';
import { OrderReader } from './application/order-reader.port.js';
import { OrderingStore } from './application/ordering-store.port.js';
import { PlaceOrder } from './application/place-order/place-order.command.js';
import { OrdersController } from './infrastructure/http/orders.controller.js';
import { SqlOrderReader } from './infrastructure/sql.order-reader.js';
import { SqlOrderingStore } from './infrastructure/sql.ordering-store.js';

@Module({
  imports: [AccountsModule, CatalogueModule, CartModule],
  controllers: [OrdersController],
  providers: [
    PlaceOrder,
    ListOrders,
    { provide: OrderingStore, useClass: SqlOrderingStore },
    { provide: OrderReader, useClass: SqlOrderReader },
  ],
  // For the staff's side (OrdersAdminModule).
  exports: [OrderReader],
})
export class OrdersModule {}
