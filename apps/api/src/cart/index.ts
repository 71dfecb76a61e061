/** The cart context's face: the server cart, for the orders context. */
export { CartModule } from './cart.module.js';
export { CartService } from './application/cart.service.js';
export { CartRepository } from './application/cart.repository.js';
