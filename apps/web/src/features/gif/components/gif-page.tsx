import { useTranslation } from 'react-i18next';
import { SparkleIcon } from '../../../shared/ui/icons/page-icons';
import { PagePlaceholder } from '../../../shared/ui/page-placeholder/page-placeholder';

/** `/gif`: SPEC.md does not show its content yet. */
export function GifPage() {
  const { t } = useTranslation();
  return <PagePlaceholder visual={<SparkleIcon />} title={t('gif.title')} description={t('gif.text')} />;
}
