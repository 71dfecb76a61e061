import { saveCart } from '@mercato/api-client';
import type { CartItem } from '../lib/cart-items';

// Saves go out one after the other, so the server ends with the latest cart even when the
// user clicks faster than the network answers.
let queue: Promise<void> = Promise.resolve();

/**
 * SPEC.md sections 4 and 7: each change is saved to the server (the whole cart) when signed
 * in; a failure is only logged.
 */
export function saveServerCart(userId: number, items: readonly CartItem[]): Promise<void> {
  const body = { user_id: userId, items: items.map((item) => ({ product_id: item.id, quantity: item.quantity })) };
  queue = queue.then(async () => {
    try {
      await saveCart(body);
    } catch (error) {
      console.error('[cart] saving the server cart failed', error);
    }
  });
  return queue;
}
