import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { FeedbackPanel } from './feedback-panel';

/**
 * `/Feedback`: the feedback form as a page of its own. `?topic=activation-code` starts it as a
 * request for an activation code (subject and message written, in the visitor's language).
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('feedback.title'));
  const initial =
    params.get('topic') === 'activation-code'
      ? { subject: t('feedback.activationRequest.subject'), message: t('feedback.activationRequest.message') }
      : undefined;
  return (
    <section className="section feedback-section feedback-section--page" aria-labelledby="feedback-page-title">
      <FeedbackPanel heading="h1" titleId="feedback-page-title" initial={initial} />
    </section>
  );
}
