import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { CartModule } from '../cart/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { ListOrders } from './application/list-orders/list-orders.query.js';
import { OrderReader } from './application/order-reader.port.js';
import { OrderingStore } from './application/ordering-store.port.js';
import { PlaceOrder } from './application/place-order/place-order.command.js';
import { GetBasketPlan } from './application/get-basket-plan/get-basket-plan.query.js';
import { BasketPlanner } from './application/planning/basket-planner.service.js';
import { Clock } from './application/planning/clock.port.js';
import { HolidayCalendar } from './application/planning/holiday-calendar.port.js';
import { BasketPlanController } from './infrastructure/http/basket-plan.controller.js';
import { OrdersController } from './infrastructure/http/orders.controller.js';
import { OrderHistoryController } from './infrastructure/http/order-history.controller.js';
import { Reorder } from './application/reorder/reorder.command.js';
import { GetSavings } from './application/savings/get-savings.query.js';
import { DateHolidaysCalendar } from './infrastructure/planning/date-holidays.holiday-calendar.js';
import { SystemClock } from './infrastructure/planning/system.clock.js';
import { SqlOrderReader } from './infrastructure/sql.order-reader.js';
import { SqlOrderingStore } from './infrastructure/sql.ordering-store.js';
import { AnswerPurchaseOrder } from './application/answer/answer-purchase-order.command.js';
import { GetPurchaseOrder } from './application/answer/get-purchase-order.query.js';
import { SupplierLinks } from './application/answer/supplier-link.js';
import { CancelOrderPart } from './application/cancel-part/cancel-order-part.command.js';
import { PurchaseOrderStore } from './application/purchase-order-store.port.js';
import { OrderPartsController } from './infrastructure/http/order-parts.controller.js';
import { SupplierOrdersController } from './infrastructure/http/supplier-orders.controller.js';
import { SqlPurchaseOrderStore } from './infrastructure/sql.purchase-order-store.js';
import { PurchaseOrderDeliveryModule } from './purchase-order-delivery.module.js';

@Module({
  imports: [AccountsModule, CatalogueModule, CartModule, PurchaseOrderDeliveryModule],
  controllers: [BasketPlanController, OrdersController, OrderHistoryController, OrderPartsController, SupplierOrdersController],
  providers: [
    PlaceOrder,
    ListOrders,
    GetBasketPlan,
    BasketPlanner,
    { provide: HolidayCalendar, useClass: DateHolidaysCalendar },
    { provide: Clock, useClass: SystemClock },
    { provide: OrderingStore, useClass: SqlOrderingStore },
    { provide: OrderReader, useClass: SqlOrderReader },
    // The purchase-order answer, cancelling and resending (issue #15).
    { provide: PurchaseOrderStore, useClass: SqlPurchaseOrderStore },
    SupplierLinks,
    GetPurchaseOrder,
    AnswerPurchaseOrder,
    CancelOrderPart,
    // History, repeat orders and savings (issue #15).
    Reorder,
    GetSavings,
  ],
  // For the staff's side (OrdersAdminModule).
  exports: [OrderReader, OrderingStore, PurchaseOrderStore, SupplierLinks, Clock],
})
export class OrdersModule {}
