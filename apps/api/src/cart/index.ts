/** The cart context's face: what the rest of the API may use. */
export { CartModule } from './cart.module.js';
export { CartService, type CartAddRefusal, type CartLineView } from './application/cart.service.js';
export { CartCheckout } from './application/cart-checkout.port.js';
export { MAX_CART_LINES } from './domain/cart-quantity.js';
// The cart as get_cart shows it, for another context's answer that shows the cart too.
export { presentCartItem } from './infrastructure/http/cart-item.presenter.js';
