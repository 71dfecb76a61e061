export { OrdersPage } from './components/orders-page';
export { PlaceOrderPanel } from './components/place-order-panel';
export { Checkout } from './components/checkout';
export type { CheckoutLine } from './lib/checkout-lines';
export { plannedLinePrices, type PlannedLinePrice } from './lib/plan-lines';
