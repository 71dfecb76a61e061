import { useSendFeedback as useSendFeedbackCall, type ApiError } from '@mercato/api-client';
import type { Language } from '@mercato/contracts';

export interface FeedbackInput {
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
}

/** POST send_feedback.php (multipart: the fields, `lang` and `files[]`); true when it was sent. */
export function useSendFeedback(language: Language) {
  const call = useSendFeedbackCall<ApiError>();
  const send = async (input: FeedbackInput, files: readonly File[]): Promise<boolean> => {
    try {
      const answer = await call.mutateAsync({ data: { ...input, lang: language, 'files[]': [...files] } });
      return answer.success;
    } catch {
      return false;
    }
  };
  return { send, isPending: call.isPending };
}
