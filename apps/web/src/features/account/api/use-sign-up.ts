import { useCheckPromo, useRegister, type ApiError } from '@mercato/api-client';
import type { Language } from '@mercato/contracts';
import { savePendingRegistration, type PendingUser } from '../lib/pending-verification';
import { failureCode, succeeded } from './failure-code';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  restaurantName: string;
  restaurantAddress: string;
  password: string;
  confirm: string;
  promoCode: string;
  privacyAccepted: boolean;
}

export type SignUpOutcome = { ok: true; email: string; message: string } | { ok: false; code: string };

/**
 * SPEC.md sections 4 and 5: a non-empty promo code is checked first (POST check_promo.php),
 * then POST register.php. A registered user is kept as the pending registration (type
 * register) with a copy of the data without the passwords, for /verify-code.
 */
export function useSignUp(language: Language) {
  const checkPromo = useCheckPromo<ApiError>();
  const register = useRegister<ApiError>();

  const signUp = async (input: SignUpInput): Promise<SignUpOutcome> => {
    const promoCode = input.promoCode.trim();
    if (promoCode !== '') {
      try {
        const answer = await checkPromo.mutateAsync({ data: { promo_code: promoCode } });
        if (!answer.valid) return { ok: false, code: answer.error_code ?? 'invalid_promo_code' };
      } catch {
        return { ok: false, code: 'promo_check_failed' };
      }
    }

    const user: PendingUser = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phone: input.phone.trim(),
      email: input.email.trim(),
      restaurantName: input.restaurantName.trim(),
      restaurantAddress: input.restaurantAddress.trim(),
      ...(promoCode ? { promo_code: promoCode } : {}),
      lang: language,
    };
    try {
      const answer = succeeded(
        await register.mutateAsync({
          data: { ...user, lang: language, password: input.password, confirm: input.confirm, privacy_accepted: input.privacyAccepted },
        }),
      );
      savePendingRegistration(user);
      return { ok: true, email: user.email, message: answer.message ?? 'check_email_for_code' };
    } catch (error) {
      return { ok: false, code: failureCode(error) ?? 'registration_failed' };
    }
  };

  return { signUp, isPending: checkPromo.isPending || register.isPending };
}
