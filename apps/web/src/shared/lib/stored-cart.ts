import { removeStorage } from './local-storage';

/**
 * localStorage key of the visitor's cart (SPEC.md section 3, cart items). The cart feature
 * reads and writes it; signing out clears it with the user (SPEC.md section 4).
 */
export const CART_STORAGE_KEY = 'cart';

export function clearStoredCart(): void {
  removeStorage(CART_STORAGE_KEY);
}
