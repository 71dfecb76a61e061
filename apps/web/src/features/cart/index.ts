export { CartPage } from './components/cart-page';
export { loadServerCart } from './api/load-server-cart';
