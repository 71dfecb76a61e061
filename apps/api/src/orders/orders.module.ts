import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { CartModule } from '../cart/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { ListOrders } from './application/list-orders.js';
import { OrderReader, OrderingStore } from './application/ordering.store.js';
import { PlaceOrder } from './application/place-order.js';
import { OrdersController } from './infrastructure/http/orders.controller.js';
import { SqlOrderReader } from './infrastructure/sql-order.reader.js';
import { SqlOrderingStore } from './infrastructure/sql-ordering.store.js';

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
