export { CartPage, type CheckoutCart, type PlannedLinePrice } from './components/cart-page';
export { AddToCartButton } from './components/add-to-cart-button';
export { loadServerCart } from './api/load-server-cart';
