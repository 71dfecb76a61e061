/**
 * The change stamp (platform/redis/change-stamps.ts) of one account's row: every write of an
 * `app_user` row announces itself under it, so that the copies the instances keep of the
 * signed-in user (SessionSerializer) are never used after the change.
 */
export function accountStamp(userId: number): string {
  return `account:${userId}`;
}
