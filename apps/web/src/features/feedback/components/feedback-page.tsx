import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { FeedbackPanel } from './feedback-panel';

/** `/Feedback`: the feedback form as a page of its own. */
export function FeedbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('feedback.title'));
  return (
    <section className="section feedback-section feedback-section--page" aria-labelledby="feedback-page-title">
      <FeedbackPanel heading="h1" titleId="feedback-page-title" />
    </section>
  );
}
