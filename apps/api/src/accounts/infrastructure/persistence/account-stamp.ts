import type { SESSION_USER_ID } from '../../../platform/redis/change-stamps.js';

/**
 * The change stamp (platform/redis/change-stamps.ts) of one account's row: every write of an
 * `app_user` row announces itself under it, so that the copies the instances keep of the
 * signed-in user (SessionSerializer) are never used after the change. With `SESSION_USER_ID`:
 * the stamp of the user of each session, which the session store reads along with the session.
 */
export function accountStamp(userId: number | typeof SESSION_USER_ID): string {
  return `account:${userId}`;
}
