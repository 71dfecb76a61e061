import { useCheckUserExists, type ApiError } from '@mercato/api-client';
import { useEffect, useRef } from 'react';
import { readStoredUser } from '../../../shared/lib/stored-user';
import { useSignOut } from './use-sign-out';

/**
 * Where a stored user that no longer exists is sent. SPEC.md section 4 names /login, which is
 * not a route: the visitor lands on the 404 page, as the specification says.
 */
export const VANISHED_USER_PATH = '/login';

/**
 * SPEC.md section 4, start-up: with a stored user, ask the server once whether the user still
 * exists. No: log out as the logout button does (logout.php, user and cart forgotten), with
 * /login loaded instead of the page reloaded. A failed check is only logged and the stored
 * user stays.
 */
export function useStartupUserCheck(): void {
  const { mutateAsync: checkUserExists } = useCheckUserExists<ApiError>();
  const { signOut } = useSignOut();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const user = readStoredUser();
    if (!user) return;
    checkUserExists({ data: { email: user.email } })
      .then(({ exists }) => {
        if (!exists) return signOut(VANISHED_USER_PATH);
      })
      .catch((error: unknown) => console.error('[account] could not check that the stored user still exists', error));
  }, [checkUserExists, signOut]);
}
