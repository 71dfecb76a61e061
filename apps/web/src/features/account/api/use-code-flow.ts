import { useRequestReset, useResendCode, useResetPassword, useVerifyCode, type ApiError } from '@mercato/api-client';
import type { Language } from '@mercato/contracts';
import { succeeded } from './failure-code';
import { clearPendingRegistration, clearPendingReset, savePendingReset, type VerificationPurpose } from '../lib/pending-verification';

/** POST /api/request-reset.php; on success the reset e-mail and the pending entry (type reset) are kept. */
export function useRequestResetCode(language: Language) {
  const request = useRequestReset<ApiError>();
  const requestCode = async (email: string): Promise<string> => {
    const answer = succeeded(await request.mutateAsync({ data: { email, lang: language } }));
    savePendingReset(email);
    return answer.message ?? 'reset_code_sent';
  };
  return { requestCode, isPending: request.isPending };
}

/** POST /api/verify_code.php; a verified registration needs nothing stored any more. */
export function useConfirmCode(language: Language) {
  const verify = useVerifyCode<ApiError>();
  const confirmCode = async (email: string, code: string, type: VerificationPurpose): Promise<string> => {
    const answer = succeeded(await verify.mutateAsync({ data: { email, code, lang: language, type } }));
    if (type === 'register') clearPendingRegistration();
    return answer.message ?? (type === 'register' ? 'registration_verified' : 'code_confirmed');
  };
  return { confirmCode, isPending: verify.isPending };
}

/** POST /api/resend_code.php: a new code replacing the old one. */
export function useResendVerificationCode(language: Language) {
  const resend = useResendCode<ApiError>();
  const resendCode = async (email: string, type: VerificationPurpose): Promise<string> => {
    const answer = succeeded(await resend.mutateAsync({ data: { email, lang: language, type } }));
    return answer.message ?? 'new_code_sent';
  };
  return { resendCode, isPending: resend.isPending };
}

/** POST /api/reset_password.php; on success the reset flow is over and its entries are cleared. */
export function useSetNewPassword() {
  const reset = useResetPassword<ApiError>();
  const setNewPassword = async (email: string, newPassword: string): Promise<string> => {
    const answer = succeeded(await reset.mutateAsync({ data: { email, newPassword } }));
    clearPendingReset();
    return answer.message || 'password_updated';
  };
  return { setNewPassword, isPending: reset.isPending };
}
