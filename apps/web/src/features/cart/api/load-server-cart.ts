import { getCart } from '@mercato/api-client';
import type { StoredUser } from '../../../shared/lib/stored-user';
import { storeCart, toCartItem } from '../lib/cart-items';

/**
 * SPEC.md section 4: "Login success: store user, load server cart". The server cart replaces
 * the local one; a failure is only logged (section 4: cart load failures are only logged).
 */
export async function loadServerCart(user: StoredUser): Promise<void> {
  if (typeof user.id !== 'number') return;
  try {
    const answer = await getCart({ user_id: user.id });
    storeCart(answer.items.map(toCartItem));
  } catch (error) {
    console.error('[cart] loading the server cart failed', error);
  }
}
