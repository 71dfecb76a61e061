/** The cart context's face: what the rest of the API may use. */
export { CartModule } from './cart.module.js';
export { CartService } from './application/cart.service.js';
export { CartCheckout } from './application/cart-checkout.port.js';
