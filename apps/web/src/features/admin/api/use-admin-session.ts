import { adminLogout, getAdminCheckSessionQueryKey, useAdminCheckSession, useAdminLogin, type ApiError } from '@mercato/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Whether this browser holds an admin session; a failed check counts as "no" (SPEC.md section 6).
 * Asked again on every admin page; the last answer shows meanwhile (sign-out clears it).
 */
export function useAdminSession() {
  const query = useAdminCheckSession({ query: { retry: false, staleTime: 0 } });
  return { checking: query.isPending, isAdmin: !query.isError && query.data?.isAdmin === true };
}

export function useAdminSignIn() {
  const queryClient = useQueryClient();
  const login = useAdminLogin<ApiError>();
  const signIn = async (email: string, password: string) => {
    await login.mutateAsync({ data: { email, password } });
    await queryClient.invalidateQueries({ queryKey: getAdminCheckSessionQueryKey() });
  };
  return { signIn, isPending: login.isPending };
}

/** Ends the session (`GET /api/admin/logout.php`) and forgets every admin answer. */
export function useAdminSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminLogout(),
    onSettled: () => queryClient.clear(),
  });
}
