import { readJson, removeStorage, writeJson } from '../../../shared/lib/local-storage';
import { isCartItem, type CartItem } from './cart-items';

/** localStorage key of the product a signed-out visitor chose, to add once signed in. */
export const REMEMBERED_PRODUCT_KEY = 'cartAfterSignIn';
/** A choice older than this is forgotten (the visitor went elsewhere). */
export const REMEMBERED_PRODUCT_TTL_MS = 60 * 60 * 1000;

/** Remembers the product a signed-out visitor tried to add (the latest one only). */
export function rememberForSignIn(item: CartItem, now = Date.now()): void {
  writeJson(REMEMBERED_PRODUCT_KEY, { item, at: now });
}

/** The remembered product, if any and still fresh; it is forgotten either way. */
export function takeRememberedProduct(now = Date.now()): CartItem | null {
  const stored = readJson(REMEMBERED_PRODUCT_KEY) as { item?: unknown; at?: unknown } | null;
  removeStorage(REMEMBERED_PRODUCT_KEY);
  if (!stored || typeof stored.at !== 'number' || now - stored.at > REMEMBERED_PRODUCT_TTL_MS) return null;
  return isCartItem(stored.item) ? stored.item : null;
}
