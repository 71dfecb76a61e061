import { useTranslation } from 'react-i18next';
import { MessageIcon } from '../../../shared/ui/icons/page-icons';
import { PagePlaceholder } from '../../../shared/ui/page-placeholder/page-placeholder';

/** `/Feedback`: the feedback form with attachments, coming soon. */
export function FeedbackPage() {
  const { t } = useTranslation();
  return <PagePlaceholder visual={<MessageIcon />} title={t('feedback.title')} description={t('feedback.text')} />;
}
