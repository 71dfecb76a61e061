import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { pickLocalized } from '@mercato/contracts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { GridIcon } from '../../../shared/ui/icons/ui-icons';
import { PagePlaceholder } from '../../../shared/ui/page-placeholder/page-placeholder';
import { useCategory } from '../api/use-categories';

/** `/category/:slug`: the category as the grid showed it; its products come later. */
export function CategoryPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { slug } = useParams();
  const { category, isLoaded } = useCategory(slug);

  if (category) {
    const name = pickLocalized(category, 'name', language);
    return (
      <PagePlaceholder
        wideVisual={Boolean(category.image_url)}
        visual={category.image_url ? <img src={category.image_url} alt={name} width={800} height={600} /> : <GridIcon />}
        title={name}
        description={pickLocalized(category, 'description', language)}
        note={t('catalogue.category.note')}
      />
    );
  }

  if (isLoaded) {
    return (
      <PagePlaceholder
        visual={<GridIcon />}
        comingSoon={false}
        title={t('catalogue.category.notFound.title')}
        description={t('catalogue.category.notFound.text')}
        note=""
      />
    );
  }

  return (
    <PagePlaceholder
      visual={<GridIcon />}
      title={t('catalogue.category.fallback.title')}
      description={t('catalogue.category.fallback.text')}
      note={t('catalogue.category.note')}
    />
  );
}
