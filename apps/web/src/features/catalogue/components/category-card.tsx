import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CategoryDto } from '@mercato/api-client';
import { pickLocalized } from '@mercato/contracts';
import { paths } from '../../../shared/config/paths';
import { useLanguage } from '../../../shared/i18n/use-language';
import { ArrowRightIcon, GridIcon } from '../../../shared/ui/icons/ui-icons';

export function CategoryCard({ category }: { category: CategoryDto }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameId = useId();
  const descriptionId = useId();
  const name = pickLocalized(category, 'name', language);
  const description = pickLocalized(category, 'description', language);

  return (
    <li className="category-card">
      <Link
        to={paths.category.to(category.slug)}
        className="category-card__link"
        aria-labelledby={nameId}
        aria-describedby={descriptionId}
      >
        <div className="category-card__media">
          {category.image_url ? (
            <img src={category.image_url} alt={name} loading="lazy" decoding="async" width={800} height={600} />
          ) : (
            <GridIcon size={40} />
          )}
        </div>
        <div className="category-card__body">
          <h3 id={nameId} className="category-card__name">
            {name}
          </h3>
          <p id={descriptionId} className="category-card__description">
            {description}
          </p>
          <span className="category-card__cta" aria-hidden="true">
            {t('catalogue.card.cta')}
            <ArrowRightIcon size={16} />
          </span>
        </div>
      </Link>
    </li>
  );
}
