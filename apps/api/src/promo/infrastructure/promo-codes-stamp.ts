/**
 * The change stamp (platform/redis/change-stamps.ts) of the activation codes' texts: an
 * account's copy holds the text of its code, so a code renamed by staff must reach it.
 */
export const PROMO_CODES_STAMP = 'promo-codes';
