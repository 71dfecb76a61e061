import type { StoredCartLine } from './cart-repository.port.js';

/** What placing an order needs of the server cart; joins the running transaction. */
export abstract class CartCheckout {
  /** The cart's lines, in the order the user arranged them. */
  abstract lines(userId: number): Promise<StoredCartLine[]>;
  /** Empties the cart (the order took it). */
  abstract empty(userId: number): Promise<void>;
}
