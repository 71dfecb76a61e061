import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../shared/config/paths';
import { useLanguage } from '../../../shared/i18n/use-language';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { SEARCH_PARAM, SearchForm } from '../../../shared/ui/search/search-form';
import { useProductPage } from '../api/use-shop-catalogue';
import { readPageParam } from '../lib/page-param';
import { PAGE_PARAM } from './category-page';
import { Pagination } from './pagination';
import type { ProductAction } from './product-card';
import { ListingNotice, ProductGrid, ProductGridSkeleton } from './product-grid';
import './shop.css';

function SearchResults({ query, page, action }: { query: string; page: number; action?: ProductAction }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const products = useProductPage({ q: query, lang, page });
  const hrefOf = (p: number) => {
    const params = new URLSearchParams({ [SEARCH_PARAM]: query });
    if (p > 1) params.set(PAGE_PARAM, String(p));
    return `${paths.search}?${params.toString()}`;
  };

  if (products.isPending) return <ProductGridSkeleton />;
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
  const { items, total, pages } = products.data;
  if (items.length === 0) {
    return <ListingNotice kind="empty" title={t('search.empty.title', { query })} text={t('search.empty.text')} />;
  }
  return (
    <>
      <div className="listing-meta">
        <p role="status">{t('search.count', { count: total, query })}</p>
        <p className="listing-meta__note">{t('catalogue.products.priceNote')}</p>
      </div>
      <ProductGrid products={items} action={action} stale={products.isPlaceholderData} label={t('search.resultsLabel')} />
      <Pagination page={page} pages={pages} hrefOf={hrefOf} />
    </>
  );
}

/** `/search?q=…`: products whose name in the interface language matches, accents and case aside. */
export function SearchPage({ productAction }: { productAction?: ProductAction }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const query = (searchParams.get(SEARCH_PARAM) ?? '').trim();
  const page = readPageParam(searchParams.get(PAGE_PARAM));
  usePageTitle(query ? t('search.titleFor', { query }) : t('search.title'));

  return (
    <div className="shop-page">
      <header className="shop-hero">
        <div className="container shop-hero__inner">
          <p className="section-eyebrow">{t('search.eyebrow')}</p>
          <h1 className="shop-hero__title">{query ? t('search.titleFor', { query }) : t('search.title')}</h1>
          <div className="shop-hero__search">
            <SearchForm key={query} initialQuery={query} variant="page" label={t('search.title')} />
          </div>
        </div>
      </header>
      <div className="container shop-page__body">
        {query ? (
          <SearchResults query={query} page={page} action={productAction} />
        ) : (
          <ListingNotice kind="empty" title={t('search.prompt.title')} text={t('search.prompt.text')} />
        )}
      </div>
    </div>
  );
}
