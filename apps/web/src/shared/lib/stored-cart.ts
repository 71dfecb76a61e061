import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from './local-storage';

/**
 * localStorage key of the visitor's cart (SPEC.md section 3, cart items). The cart feature
 * reads and writes it; signing out clears it with the user (SPEC.md section 4). The store
 * lives in `shared` because the header shows the number of lines on every page.
 */
export const CART_STORAGE_KEY = 'cart';

// The `storage` event reaches other tabs only; writers of this tab tell the listeners directly.
const listeners = new Set<() => void>();

function notifyListeners(): void {
  for (const listener of [...listeners]) listener();
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: readonly unknown[] = Object.freeze([]);
let cached: { raw: string | null; lines: readonly unknown[] } = { raw: null, lines: EMPTY };

function parseLines(raw: string | null): readonly unknown[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : EMPTY;
  } catch {
    return EMPTY;
  }
}

function snapshot(): readonly unknown[] {
  const raw = readStorage(CART_STORAGE_KEY);
  if (raw !== cached.raw) cached = { raw, lines: parseLines(raw) };
  return cached.lines;
}

/** The stored cart lines as they are (the cart feature gives them their type). */
export function readStoredCartLines(): readonly unknown[] {
  return snapshot();
}

/** Keeps the cart; every view of it (header count, cart page) follows at once, in every tab. */
export function writeStoredCartLines(lines: readonly unknown[]): void {
  writeStorage(CART_STORAGE_KEY, JSON.stringify(lines));
  notifyListeners();
}

export function clearStoredCart(): void {
  removeStorage(CART_STORAGE_KEY);
  notifyListeners();
}

/** The stored cart lines; re-renders on every change of the cart. */
export function useStoredCartLines(): readonly unknown[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** How many lines the cart holds (the number on the header's cart icon). */
export function useStoredCartCount(): number {
  return useStoredCartLines().length;
}
