import { ApiError, useSaveSubscription } from '@mercato/api-client';
import type { Language } from '@mercato/contracts';

/** What the form shows for an answer (SPEC.md section 8): the saved, invalid or duplicate message, else server_error. */
export type SubscribeOutcome = 'subscription_saved' | 'invalid_email' | 'duplicate_email' | 'server_error';

/** POST save-subscription.php with the trimmed address, the language and the consent. */
export function useSubscribe(language: Language) {
  const call = useSaveSubscription<ApiError>();
  const subscribe = async (email: string): Promise<SubscribeOutcome> => {
    try {
      const answer = await call.mutateAsync({ data: { email, lang: language, privacy_accepted: true } });
      return answer.success ? 'subscription_saved' : 'server_error';
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      return code === 'invalid_email' || code === 'duplicate_email' ? code : 'server_error';
    }
  };
  return { subscribe, isPending: call.isPending };
}
