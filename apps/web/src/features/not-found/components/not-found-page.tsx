import { useTranslation } from 'react-i18next';
import { homeSectionPath, homeSections, paths } from '../../../shared/config/paths';
import { CompassIcon } from '../../../shared/ui/icons/page-icons';
import { GridIcon, HomeIcon } from '../../../shared/ui/icons/ui-icons';
import { PagePlaceholder } from '../../../shared/ui/page-placeholder/page-placeholder';

/** Any unknown path (SPEC.md section 2): a title, a short text and the way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      visual={<CompassIcon />}
      comingSoon={false}
      eyebrow={t('notFound.eyebrow')}
      title={t('notFound.title')}
      description={t('notFound.text')}
      note=""
      primaryAction={{ to: paths.home, label: t('notFound.home'), icon: <HomeIcon size={18} /> }}
      secondaryAction={{
        to: homeSectionPath(homeSections.categories),
        label: t('notFound.categories'),
        icon: <GridIcon size={18} />,
      }}
    />
  );
}
