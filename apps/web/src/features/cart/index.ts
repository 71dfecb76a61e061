export { CartPage, type CheckoutCart, type PlannedLinePrice } from './components/cart-page';
export { AddToCartButton } from './components/add-to-cart-button';
export { loadServerCart, storeServerCart } from './api/load-server-cart';
