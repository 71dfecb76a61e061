import { getCart, type CartItemDto } from '@mercato/api-client';
import { isFullAccount, type StoredUser } from '../../../shared/lib/stored-user';
import { storeCart, toCartItem } from '../lib/cart-items';
import { addToCart } from '../lib/cart-rules';
import { takeRememberedProduct } from '../lib/remembered-product';
import { saveServerCart } from './save-server-cart';

/**
 * SPEC.md section 4: "Login success: store user, load server cart". The server cart replaces
 * the local one; a failure is only logged (section 4: cart load failures are only logged).
 * Then the product the visitor chose before signing in, if any, is added (when the account may
 * order and the stock allows it) and the cart saved.
 */
export async function loadServerCart(user: StoredUser): Promise<void> {
  if (typeof user.id !== 'number') return;
  try {
    const answer = await getCart({ user_id: user.id });
    const items = answer.items.map(toCartItem);
    storeCart(items);
    const remembered = takeRememberedProduct();
    if (!remembered || !isFullAccount(user)) return;
    const change = addToCart(items, remembered);
    if (!change.ok) return;
    storeCart(change.items);
    await saveServerCart(user.id, change.items);
  } catch (error) {
    console.error('[cart] loading the server cart failed', error);
  }
}

/** Takes over the server cart as another part of the app changed it ("order again" on /orders). */
export function storeServerCart(items: readonly CartItemDto[]): void {
  storeCart(items.map(toCartItem));
}
