import { useLogout, type ApiError } from '@mercato/api-client';
import { clearStoredCart } from '../../../shared/lib/stored-cart';
import { clearStoredUser } from '../../../shared/lib/stored-user';

/** Reloads the page, or loads another one; a seam for the tests. */
export const pageReloader = {
  reload: () => window.location.reload(),
  open: (path: string) => window.location.assign(path),
};

/**
 * SPEC.md section 4: logout clears the user and the cart and reloads the page (or loads `to`
 * instead, for the start-up check). The browser forgets the user even when the server could
 * not be told (the session then simply expires).
 */
export function useSignOut() {
  const logout = useLogout<ApiError>();

  const signOut = async (to?: string): Promise<void> => {
    try {
      await logout.mutateAsync();
    } catch (error) {
      console.error('[account] logout.php failed; signing out locally anyway', error);
    }
    clearStoredUser();
    clearStoredCart();
    if (to) pageReloader.open(to);
    else pageReloader.reload();
  };

  return { signOut, isPending: logout.isPending };
}
