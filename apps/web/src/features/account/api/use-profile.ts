import {
  getGetOrderSavingsQueryKey,
  getGetSubscriptionQueryKey,
  getGetUserQueryKey,
  useChangePassword,
  useCheckEmailExists,
  useGetOrderSavings,
  useGetSubscription,
  useGetUser,
  useRequestEmailChange,
  useResendCode,
  useSubmitPromoCode,
  useUpdateProfile,
  useVerifyCode,
  useVerifyNewEmailCode,
  useVerifyOldEmailCode,
  type ApiError,
  type SavingsResponse,
  type SubscriptionDto,
  type SubscriptionResponse,
  type UserDto,
  type UserResponse,
} from '@mercato/api-client';
import type { Language } from '@mercato/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { readStoredUser, writeStoredUser, type StoredUser } from '../../../shared/lib/stored-user';

/** Keeps the browser's copy of the user (and so the header) in line with the server's answer. */
export function storeUser(user: UserDto): StoredUser {
  const stored: StoredUser = { ...(readStoredUser() ?? {}), ...user };
  // The older spelling must not keep a code the server no longer reports.
  delete stored.promo_code;
  writeStoredUser(stored);
  return stored;
}

/**
 * Stores a user the server answered with a change, and puts it in the get_user cache too: a
 * profile shown again later (e.g. Back, then Forward) must not start from the older answer.
 */
function useRememberUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: UserDto): StoredUser => {
      queryClient.setQueryData<UserResponse>(getGetUserQueryKey({ id: user.id }), { success: true, user });
      return storeUser(user);
    },
    [queryClient],
  );
}

/** GET /api/get_user.php for the signed-in user; each answer refreshes the stored user. */
export function useProfileUser(id: number | undefined) {
  const query = useGetUser<UserResponse, ApiError>(
    { id: id ?? 0 },
    { query: { enabled: id !== undefined, retry: false, refetchOnWindowFocus: false } },
  );
  const user = query.data?.user;
  useEffect(() => {
    if (user) storeUser(user);
  }, [user]);
  return { user, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

export interface ProfileFields {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  restaurantName: string;
  restaurantAddress: string;
}

/** POST /api/update-profile.php (multipart, avatar optional). */
export function useSaveProfile() {
  const update = useUpdateProfile<ApiError>();
  const rememberUser = useRememberUser();
  const saveProfile = async (id: number | undefined, fields: ProfileFields, avatar: File | null): Promise<StoredUser | null> => {
    const answer = await update.mutateAsync({
      data: { ...(id !== undefined ? { id } : {}), ...fields, ...(avatar ? { avatar } : {}) },
    });
    return answer.user ? rememberUser(answer.user) : null;
  };
  return { saveProfile, isPending: update.isPending };
}

/** POST /api/check_email_exists.php. */
export function useEmailTaken() {
  const check = useCheckEmailExists<ApiError>();
  const isTaken = async (email: string): Promise<boolean> => (await check.mutateAsync({ data: { email } })).exists;
  return { isTaken, isPending: check.isPending };
}

/** The two-code e-mail change: request, old code, new code, resend. */
export function useEmailChange(userId: number | undefined, currentEmail: string, language: Language) {
  const request = useRequestEmailChange<ApiError>();
  const verifyOld = useVerifyOldEmailCode<ApiError>();
  const verifyNew = useVerifyNewEmailCode<ApiError>();
  const resend = useResendCode<ApiError>();
  const rememberUser = useRememberUser();
  const ids = userId !== undefined ? { user_id: userId } : {};

  return {
    requestChange: async (newEmail: string) =>
      (await request.mutateAsync({ data: { ...ids, new_email: newEmail, lang: language } })).message ?? 'email_change_code_sent',
    confirmOld: async (code: string) =>
      (await verifyOld.mutateAsync({ data: { ...ids, code, lang: language } })).message ?? 'old_email_confirmed_code_sent',
    confirmNew: async (code: string) => {
      const answer = await verifyNew.mutateAsync({ data: { ...ids, code, lang: language } });
      if (answer.user) rememberUser(answer.user);
      return answer.message ?? 'email_updated';
    },
    resendCode: async (type: 'change_old_email' | 'change_new_email') =>
      (await resend.mutateAsync({ data: { ...ids, email: currentEmail, lang: language, type } })).message ?? 'new_code_sent',
    isPending: request.isPending || verifyOld.isPending || verifyNew.isPending,
    isResending: resend.isPending,
  };
}

/** An unverified account asks for a fresh register code and confirms it from the profile. */
export function useAccountVerification(email: string, language: Language) {
  const resend = useResendCode<ApiError>();
  const verify = useVerifyCode<ApiError>();
  return {
    sendCode: async () => (await resend.mutateAsync({ data: { email, lang: language, type: 'register' } })).message ?? 'new_code_sent',
    confirmCode: async (code: string) =>
      (await verify.mutateAsync({ data: { email, code, lang: language, type: 'register' } })).message ?? 'registration_verified',
    isSending: resend.isPending,
    isConfirming: verify.isPending,
  };
}

/** POST /api/change-password.php; the other sessions end, this one stays. */
export function usePasswordChange() {
  const change = useChangePassword<ApiError>();
  const changePassword = async (identifier: string, oldPassword: string, newPassword: string) =>
    (await change.mutateAsync({ data: { identifier, oldPassword, newPassword } })).message || 'password_updated';
  return { changePassword, isPending: change.isPending };
}

/** GET /api/v1/subscription: until when the user's activation code is valid, and whether it has ended. */
export function useSubscription(enabled: boolean): SubscriptionDto | undefined {
  const query = useGetSubscription<SubscriptionResponse, ApiError>({ query: { enabled, retry: false, refetchOnWindowFocus: false } });
  return query.data?.subscription;
}

/** GET /api/v1/orders/savings: what the user saved since its subscription began (when it entered its code). */
export function useSavings(enabled: boolean): SavingsResponse | undefined {
  const query = useGetOrderSavings<SavingsResponse, ApiError>({ query: { enabled, retry: false, refetchOnWindowFocus: false } });
  return query.data;
}

/** POST /api/submit_promo_code.php; the stored user then holds the code (the header's dot goes). */
export function usePromoSubmit() {
  const submit = useSubmitPromoCode<ApiError>();
  const rememberUser = useRememberUser();
  const queryClient = useQueryClient();
  const submitPromo = async (userId: number | undefined, promoCode: string) => {
    const answer = await submit.mutateAsync({ data: { ...(userId !== undefined ? { userId } : {}), promoCode } });
    if (answer.user) rememberUser(answer.user);
    await queryClient.invalidateQueries({ queryKey: getGetSubscriptionQueryKey() });
    await queryClient.invalidateQueries({ queryKey: getGetOrderSavingsQueryKey() });
    return answer;
  };
  return { submitPromo, isPending: submit.isPending };
}
