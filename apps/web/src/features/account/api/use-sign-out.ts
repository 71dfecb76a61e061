import { useLogout, type ApiError } from '@mercato/api-client';
import { clearStoredCart } from '../../../shared/lib/stored-cart';
import { clearStoredUser } from '../../../shared/lib/stored-user';

/** Reloads the page; a seam for the tests. */
export const pageReloader = { reload: () => window.location.reload() };

/**
 * SPEC.md section 4: logout clears the user and the cart and reloads the page. The browser
 * forgets the user even when the server could not be told (the session then simply expires).
 */
export function useSignOut() {
  const logout = useLogout<ApiError>();

  const signOut = async (): Promise<void> => {
    try {
      await logout.mutateAsync();
    } catch (error) {
      console.error('[account] logout.php failed; signing out locally anyway', error);
    }
    clearStoredUser();
    clearStoredCart();
    pageReloader.reload();
  };

  return { signOut, isPending: logout.isPending };
}
