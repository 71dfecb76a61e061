import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { pickLocalized } from '@mercato/contracts';
import { homeSectionPath, homeSections, paths } from '../../../shared/config/paths';
import { useLanguage } from '../../../shared/i18n/use-language';
import { usePageDescription } from '../../../shared/lib/use-page-description';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { buttonClass } from '../../../shared/ui/button/button';
import { GridIcon, HomeIcon } from '../../../shared/ui/icons/ui-icons';
import { PagePlaceholder } from '../../../shared/ui/page-placeholder/page-placeholder';
import { useCategoryDetail } from '../api/use-shop-catalogue';
import { readPageParam } from '../lib/page-param';
import { CategoryProducts } from './category-products';
import type { ProductAction } from './product-card';
import './shop.css';

/** The query parameters of the view; a link or a reload shows the same subcategory and page. */
export const SUBCATEGORY_PARAM = 'subcategory';
export const PAGE_PARAM = 'page';

function CategoryHeroSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="shop-hero" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('catalogue.category.loading')}
      </p>
      <div className="container shop-hero__inner">
        {/* The same rows as the loaded heading (trail, then title and text): nothing below moves when it arrives. */}
        <span className="skeleton shop-hero__skeleton-crumbs" />
        <div className="shop-hero__skeleton-text">
          <span className="skeleton shop-hero__skeleton-title" />
          <span className="skeleton shop-hero__skeleton-line" />
          <span className="skeleton shop-hero__skeleton-line shop-hero__skeleton-line--short" />
        </div>
      </div>
    </div>
  );
}

/**
 * `/category/:slug`: the category in the current language, its subcategories as filters and
 * its products with the lowest price, page by page; the filter and the page live in the URL.
 */
export function CategoryPage({ productAction }: { productAction?: ProductAction }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const subcategory = searchParams.get(SUBCATEGORY_PARAM) ?? '';
  const page = readPageParam(searchParams.get(PAGE_PARAM));
  const category = useCategoryDetail(slug);
  const name = category.data ? pickLocalized(category.data, 'name', language) : undefined;
  usePageTitle(name ?? (category.notFound ? t('catalogue.category.notFound.title') : t('catalogue.category.fallback.title')));
  usePageDescription(category.data ? pickLocalized(category.data, 'description', language) || undefined : undefined);

  if (category.notFound) {
    return (
      <PagePlaceholder
        visual={<GridIcon />}
        comingSoon={false}
        title={t('catalogue.category.notFound.title')}
        description={t('catalogue.category.notFound.text')}
        note=""
        primaryAction={{ to: paths.home, label: t('placeholder.actions.home'), icon: <HomeIcon size={18} /> }}
        secondaryAction={{ to: homeSectionPath(homeSections.categories), label: t('placeholder.actions.categories'), icon: <GridIcon size={18} /> }}
      />
    );
  }

  const hrefOf = (next: { subcategory?: string; page?: number }) => {
    const params = new URLSearchParams();
    const sub = next.subcategory ?? subcategory;
    if (sub) params.set(SUBCATEGORY_PARAM, sub);
    if (next.page && next.page > 1) params.set(PAGE_PARAM, String(next.page));
    const query = params.toString();
    return `${paths.category.to(slug)}${query ? `?${query}` : ''}`;
  };

  return (
    <div className="shop-page">
      {category.isPending ? (
        <CategoryHeroSkeleton />
      ) : category.data ? (
        <header className="shop-hero">
          <div className="container shop-hero__inner">
            <nav className="breadcrumb" aria-label={t('catalogue.breadcrumb.label')}>
              <ol>
                <li>
                  <Link to={paths.home}>{t('catalogue.breadcrumb.home')}</Link>
                </li>
                <li>
                  <Link to={homeSectionPath(homeSections.categories)}>{t('catalogue.breadcrumb.categories')}</Link>
                </li>
                <li aria-current="page">{name}</li>
              </ol>
            </nav>
            <div className="shop-hero__heading">
              {category.data.image_url ? (
                <img className="shop-hero__image" src={category.data.image_url} alt="" width={120} height={90} />
              ) : null}
              <div>
                <h1 className="shop-hero__title">{name}</h1>
                <p className="shop-hero__lead">{pickLocalized(category.data, 'description', language)}</p>
              </div>
            </div>
          </div>
        </header>
      ) : null}

      <div className="container shop-page__body">
        {category.isError ? (
          <div className="grid-notice grid-notice--error" role="alert">
            <div className="grid-notice__text">
              <p className="grid-notice__title">{t('catalogue.category.error.title')}</p>
              <p>{t('catalogue.category.error.text')}</p>
            </div>
            <button type="button" className={buttonClass('secondary')} onClick={() => void category.refetch()}>
              {t('catalogue.grid.error.retry')}
            </button>
          </div>
        ) : null}

        {category.isPending ? (
          // The row of subcategory filters to come: the products below stay in place when it fills.
          <div className="filter-chips" aria-hidden="true">
            <ul>
              {[0, 1, 2, 3].map((index) => (
                <li key={index}>
                  <span className="chip chip--skeleton skeleton" />
                </li>
              ))}
            </ul>
          </div>
        ) : category.data && category.data.subcategories.length > 0 ? (
          <nav className="filter-chips" aria-label={t('catalogue.filters.label')}>
            <ul>
              <li>
                <Link className="chip" to={hrefOf({ subcategory: '' })} aria-current={subcategory === '' ? 'page' : undefined}>
                  {t('catalogue.filters.all')}
                </Link>
              </li>
              {category.data.subcategories.map((sub) => (
                <li key={sub.id}>
                  <Link className="chip" to={hrefOf({ subcategory: sub.slug })} aria-current={subcategory === sub.slug ? 'page' : undefined}>
                    {pickLocalized(sub, 'name', language)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {category.isError ? null : (
          <CategoryProducts
            category={slug}
            subcategory={subcategory}
            page={page}
            hrefOf={(p) => hrefOf({ page: p })}
            allHref={hrefOf({ subcategory: '' })}
            action={productAction}
          />
        )}
      </div>
    </div>
  );
}
