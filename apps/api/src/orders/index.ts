/** The orders context's face. */
export { OrdersModule } from './orders.module.js';
export { ListAllOrders } from './application/list-all-orders.js';
