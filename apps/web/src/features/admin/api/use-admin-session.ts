import { adminLogout, getAdminCheckSessionQueryKey, useAdminCheckSession, useAdminLogin, type ApiError } from '@mercato/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rememberAdminSession } from '../../../shared/lib/stored-admin-session';

/**
 * Whether this browser holds an admin session; a failed check counts as "no" (SPEC.md section 6).
 * Asked again on every admin page; the last answer shows meanwhile (sign-out clears it).
 */
export function useAdminSession() {
  const query = useAdminCheckSession({ query: { retry: false, staleTime: 0 } });
  const checking = query.isPending;
  const isAdmin = !query.isError && query.data?.isAdmin === true;
  // The shop's header shows the admin state from what the last check said.
  useEffect(() => {
    if (!checking) rememberAdminSession(isAdmin);
  }, [checking, isAdmin]);
  return { checking, isAdmin };
}

export function useAdminSignIn() {
  const queryClient = useQueryClient();
  const login = useAdminLogin<ApiError>();
  const signIn = async (email: string, password: string) => {
    await login.mutateAsync({ data: { email, password } });
    rememberAdminSession(true);
    await queryClient.invalidateQueries({ queryKey: getAdminCheckSessionQueryKey() });
  };
  return { signIn, isPending: login.isPending };
}

/** Ends the session (`GET /api/admin/logout.php`) and forgets every admin answer. */
export function useAdminSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminLogout(),
    onSettled: () => {
      rememberAdminSession(false);
      queryClient.clear();
    },
  });
}
