import { useTranslation } from 'react-i18next';
import { homeSections } from '../../../shared/config/paths';
import { CategoryGrid } from './category-grid';

/** The home page block with the category grid; its anchor is the hero's call to action. */
export function CategoriesSection() {
  const { t } = useTranslation();
  return (
    <section id={homeSections.categories} className="section categories-section" aria-labelledby="categories-title">
      <div className="container">
        <div className="section-heading">
          <p className="section-eyebrow">{t('catalogue.section.eyebrow')}</p>
          <h2 id="categories-title" className="section-title">
            {t('catalogue.section.title')}
          </h2>
          <p className="section-lead">{t('catalogue.section.lead')}</p>
        </div>
        <CategoryGrid />
      </div>
    </section>
  );
}
