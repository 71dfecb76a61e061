import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../shared/ui/button/button';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useArrivedInBackground } from '../../../shared/lib/use-arrived-in-background';
import { useProductPage } from '../api/use-shop-catalogue';
import { Pagination } from './pagination';
import type { ProductAction } from './product-card';
import { ListingNotice, ProductGrid, ProductGridSkeleton } from './product-grid';

interface CategoryProductsProps {
  category: string;
  subcategory: string;
  page: number;
  hrefOf: (page: number) => string;
  /** The category without a filter, offered when a filter finds nothing. */
  allHref: string;
  action?: ProductAction;
}

/** One page of a category's products, with its states (loading, failed, empty) and the page links. */
export function CategoryProducts({ category, subcategory, page, hrefOf, allHref, action }: CategoryProductsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const products = useProductPage({ category, subcategory: subcategory || undefined, page, lang });
  // The cards render in the background; until then the skeleton, or the page before, stays.
  const shown = useArrivedInBackground(products.data);

  if (products.isError) {
    return (
      <ListingNotice
        kind="error"
        title={t('catalogue.products.error.title')}
        text={t('catalogue.products.error.text')}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
  }
  if (shown === undefined) return <ProductGridSkeleton />;
  const { items, total, pages } = shown;
  if (items.length === 0) {
    const beyond = total > 0;
    return (
      <ListingNotice
        kind="empty"
        title={t(beyond ? 'catalogue.products.beyond.title' : 'catalogue.products.empty.title')}
        text={t(beyond ? 'catalogue.products.beyond.text' : subcategory ? 'catalogue.products.empty.filtered' : 'catalogue.products.empty.text')}
      >
        {beyond || subcategory ? (
          <Link className={buttonClass('secondary')} to={beyond ? hrefOf(1) : allHref}>
            {t(beyond ? 'catalogue.products.beyond.action' : 'catalogue.filters.showAll')}
          </Link>
        ) : null}
      </ListingNotice>
    );
  }
  return (
    <>
      <div className="listing-meta">
        <p role="status">{t('catalogue.products.count', { count: total })}</p>
        <p className="listing-meta__note">{t('catalogue.products.priceNote')}</p>
      </div>
      <ProductGrid products={items} action={action} stale={products.isPlaceholderData || shown !== products.data} label={t('catalogue.products.label')} />
      <Pagination page={page} pages={pages} hrefOf={hrefOf} />
    </>
  );
}
