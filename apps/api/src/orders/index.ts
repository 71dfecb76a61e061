/** The orders context's face: what the rest of the API may use. */
export { OrdersModule } from './orders.module.js';
export { OrdersAdminModule } from './orders-admin.module.js';
export { PurchaseOrderDeliveryModule } from './purchase-order-delivery.module.js';
export { CountOrdersToday } from './application/admin/count-orders-today/count-orders-today.query.js';
