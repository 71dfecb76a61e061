export { OrdersPage } from './components/orders-page';
export { PlaceOrderPanel } from './components/place-order-panel';
export type { CheckoutLine } from './lib/checkout-lines';
