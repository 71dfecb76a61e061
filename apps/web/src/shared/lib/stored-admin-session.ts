import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from './local-storage';

/** localStorage key remembering that this browser signed in to the admin area. */
export const ADMIN_SESSION_STORAGE_KEY = 'adminSession';

// The `storage` event reaches other tabs only; writers of this tab tell the listeners directly.
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ADMIN_SESSION_STORAGE_KEY) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = (): boolean => readStorage(ADMIN_SESSION_STORAGE_KEY) === '1';

/**
 * Remembers whether staff are signed in to the admin area (set at admin sign-in and by each
 * admin session check, cleared at admin sign-out), so the shop's header shows the admin state
 * instead of "sign in" without asking the server on every shop page (#18 item 8).
 */
export function rememberAdminSession(signedIn: boolean): void {
  if (signedIn === snapshot()) return;
  if (signedIn) writeStorage(ADMIN_SESSION_STORAGE_KEY, '1');
  else removeStorage(ADMIN_SESSION_STORAGE_KEY);
  for (const listener of [...listeners]) listener();
}

/** Whether this browser holds an admin session as far as the web app last learnt. */
export function useStoredAdminSession(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
