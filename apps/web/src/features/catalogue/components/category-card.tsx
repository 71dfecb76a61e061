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
  const descriptionId = useId();
  const name = pickLocalized(category, 'name', language);
  const description = pickLocalized(category, 'description', language);

  // The title is the link; its ::after stretches over the whole card, so the card is one click
  // target whose accessible name is exactly its visible title (WCAG 2.5.3, label in name).
  return (
    <li className="category-card">
      <div className="category-card__panel">
        <div className="category-card__media">
          {category.image_url ? (
            <img src={category.image_url} alt="" loading="lazy" decoding="async" width={800} height={600} />
          ) : (
            <GridIcon size={40} />
          )}
        </div>
        <div className="category-card__body">
          <h3 className="category-card__name">
            <Link to={paths.category.to(category.slug)} className="category-card__link" aria-describedby={descriptionId}>
              {name}
            </Link>
          </h3>
          <p id={descriptionId} className="category-card__description">
            {description}
          </p>
          <span className="category-card__cta" aria-hidden="true">
            {t('catalogue.card.cta')}
            <ArrowRightIcon size={16} />
          </span>
        </div>
      </div>
    </li>
  );
}
