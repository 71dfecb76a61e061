import type { SESSION_USER_ID } from '../../platform/redis/change-stamps.js';

/**
 * The change stamp (platform/redis/change-stamps.ts) of one restaurant's order history: every
 * write of its `customer_order`, `purchase_order` or `purchase_order_line` rows that can change
 * what its history shows announces itself under it, so that the copies the instances keep of
 * its history pages (SqlOrderReader) are never used after the change. With `SESSION_USER_ID`:
 * the stamp of the history of each session's user, which the session store reads along with
 * the session.
 */
export function orderHistoryStamp(userId: number | typeof SESSION_USER_ID): string {
  return `orders:${userId}`;
}
