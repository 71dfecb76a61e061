import type { SESSION_USER_ID } from '../../platform/redis/change-stamps.js';

/**
 * The change stamp (platform/redis/change-stamps.ts) of one user's server cart: every write of
 * its `cart_item` rows announces itself under it, so that the copies the instances keep of the
 * cart's lines (SqlCartRepository) are never used after the change. With `SESSION_USER_ID`: the
 * stamp of the cart of each session's user, which the session store reads along with the session.
 */
export function cartStamp(userId: number | typeof SESSION_USER_ID): string {
  return `cart:${userId}`;
}
