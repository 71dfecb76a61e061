import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from './local-storage';

/** localStorage key of the signed-in user (SPEC.md section 3). */
export const USER_STORAGE_KEY = 'user';

/**
 * The signed-in user as kept in the browser (SPEC.md section 3): the user object of the login
 * answer. Only the e-mail is certain; an entry without one counts as signed out.
 */
export interface StoredUser {
  id?: number;
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  restaurantName?: string;
  restaurantAddress?: string;
  promoCode?: string | null;
  /** Older entries carried the code under this name; it is still read. */
  promo_code?: string | null;
  /** 1 once the e-mail address is verified; 0 when absent. */
  is_full_account?: 0 | 1;
  avatar?: string | null;
  [field: string]: unknown;
}

function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as StoredUser).email === 'string' && (value as StoredUser).email) {
      return value as StoredUser;
    }
  } catch {
    // A damaged entry counts as signed out.
  }
  return null;
}

/** SPEC.md: the promo code is read from `promoCode`, or else from `promo_code`. */
export function hasPromoCode(user: StoredUser): boolean {
  const code = user.promoCode ?? user.promo_code;
  return typeof code === 'string' && code.trim() !== '';
}

/** SPEC.md section 3: `is_full_account` defaults to 0 (not verified). */
export function isFullAccount(user: StoredUser): boolean {
  return Number(user.is_full_account ?? 0) === 1;
}

// The `storage` event reaches other tabs only; writers of this tab tell the listeners directly.
const listeners = new Set<() => void>();

function notifyListeners(): void {
  for (const listener of [...listeners]) listener();
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_STORAGE_KEY) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

let cached: { raw: string | null; user: StoredUser | null } = { raw: null, user: null };

function snapshot(): StoredUser | null {
  const raw = readStorage(USER_STORAGE_KEY);
  if (raw !== cached.raw) cached = { raw, user: parseUser(raw) };
  return cached.user;
}

/** The signed-in user kept in the browser, or null. */
export function readStoredUser(): StoredUser | null {
  return snapshot();
}

/** Keeps the user after a sign-in (or a profile change); the header follows at once, in every tab. */
export function writeStoredUser(user: StoredUser): void {
  writeStorage(USER_STORAGE_KEY, JSON.stringify(user));
  notifyListeners();
}

/** Forgets the user (sign-out); the header follows at once, in every tab. */
export function clearStoredUser(): void {
  removeStorage(USER_STORAGE_KEY);
  notifyListeners();
}

/** The signed-in user kept in the browser, or null; follows sign-in and sign-out in this tab and in others. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
