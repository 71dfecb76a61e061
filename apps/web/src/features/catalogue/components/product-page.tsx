import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatChf, pickLocalized } from '@mercato/contracts';
import { paths } from '../../../shared/config/paths';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formatRate } from '../../../shared/i18n/format-number';
import { useArrivedInBackground } from '../../../shared/lib/use-arrived-in-background';
import { usePageDescription } from '../../../shared/lib/use-page-description';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { keepNumbersWithUnits } from '../../../shared/lib/typography';
import { buttonClass } from '../../../shared/ui/button/button';
import { useProductDetail } from '../api/use-shop-catalogue';
import { FavouriteStar } from './favourite-star';
import { PriceTag } from './price-tag';
import type { ProductAction } from './product-card';
import { ProductVisual } from './product-visual';
import { StockState } from './stock-state';
import './shop.css';

interface ProductPageProps {
  /** What the page offers to do with the product (the app plugs the cart's button in). */
  productAction?: ProductAction;
  /** Shown when the server knows no such product. */
  notFound: ReactNode;
}

/**
 * The page's frame while the product loads (also what the prerendered page shows): the rows of
 * the loaded page, and tall enough that nothing below it moves into view when they fill.
 */
function ProductPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="shop-page product-page product-page--loading" aria-busy="true">
      <div className="container shop-page__body">
        <p role="status" className="visually-hidden">
          {t('product.loading')}
        </p>
        <span className="skeleton product-page__skeleton-crumbs" />
        <div className="product-page__main">
          <div className="product-page__media">
            <div className="product-visual product-page__visual skeleton" />
          </div>
          <div className="product-page__summary">
            <span className="skeleton skeleton--line skeleton--short product-page__skeleton-unit" />
            <span className="skeleton product-page__skeleton-title" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
            <div className="product-page__buy product-page__skeleton-buy" />
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * `/product/:slug`: the picture, the long description, unit and pack, VAT rate, the lowest
 * price, how many wholesalers offer it and their price range, the cart's button and the star.
 */
export function ProductPage({ productAction, notFound }: ProductPageProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const { slug = '' } = useParams();
  const product = useProductDetail(slug);
  const data = useArrivedInBackground(product.data);
  const name = data ? pickLocalized(data, 'name', language) : undefined;
  usePageTitle(name ?? (product.notFound ? t('notFound.title') : undefined));
  usePageDescription(data ? pickLocalized(data, 'short_description', language) || undefined : undefined);

  if (product.notFound) return <>{notFound}</>;

  if (product.isError) {
    return (
      <div className="container shop-page__body">
        <div className="grid-notice grid-notice--error" role="alert">
          <div className="grid-notice__text">
            <p className="grid-notice__title">{t('product.error.title')}</p>
            <p>{t('product.error.text')}</p>
          </div>
          <button type="button" className={buttonClass('secondary')} onClick={() => void product.refetch()}>
            {t('catalogue.grid.error.retry')}
          </button>
        </div>
      </div>
    );
  }

  if (!data) return <ProductPageSkeleton />;

  const available = data.available && data.price !== null;
  const pack = pickLocalized(data, 'pack_description', language);
  const description = pickLocalized(data, 'description', language) || pickLocalized(data, 'short_description', language);
  const showRange = available && data.highest_price !== null && data.offer_count > 1 && data.highest_price !== data.price;

  return (
    <div className="shop-page product-page">
      <div className="container shop-page__body">
        <nav className="breadcrumb" aria-label={t('catalogue.breadcrumb.label')}>
          <ol>
            <li>
              <Link to={paths.home}>{t('catalogue.breadcrumb.home')}</Link>
            </li>
            <li>
              <Link to={paths.category.to(data.category_slug)}>{pickLocalized(data, 'category_name', language)}</Link>
            </li>
            <li aria-current="page">{name}</li>
          </ol>
        </nav>
        <article className={available ? 'product-page__main' : 'product-page__main is-unavailable'}>
          <div className="product-page__media">
            <ProductVisual image={data.image_url} name={name ?? ''} className="product-visual product-page__visual" priority />
          </div>
          <div className="product-page__summary">
            <p className="product-card__unit">{t(`catalogue.soldBy.${data.unit}`)}</p>
            <div className="product-page__title-row">
              <h1 className="product-page__title">{name}</h1>
              <FavouriteStar product={data} />
            </div>
            <p className="product-page__lead">{keepNumbersWithUnits(pickLocalized(data, 'short_description', language))}</p>
            <div className="product-page__buy">
              <p className="product-page__label">{t('product.lowest')}</p>
              <PriceTag price={data.price} unit={data.unit} available={available} pack={pack} />
              {available ? <p className="product-page__offers">{t('product.offers', { count: data.offer_count })}</p> : null}
              {showRange ? (
                <p className="product-page__range">{t('product.range', { lowest: formatChf(data.price!), highest: formatChf(data.highest_price!) })}</p>
              ) : null}
              <StockState stock={data.stock} unit={data.unit} available={available} />
              {productAction ? <div className="product-page__action">{productAction(data)}</div> : null}
            </div>
          </div>
        </article>
        <section className="product-page__details" aria-labelledby="product-details">
          <h2 id="product-details" className="product-page__heading">
            {t('product.details')}
          </h2>
          <dl className="product-page__facts">
            <div>
              <dt>{t('product.unit')}</dt>
              <dd>{t(`catalogue.soldBy.${data.unit}`)}</dd>
            </div>
            {pack ? (
              <div>
                <dt>{t('product.pack')}</dt>
                <dd>{keepNumbersWithUnits(pack)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('product.vatRate')}</dt>
              <dd>{t('product.vat', { rate: formatRate(data.vat_rate, i18n.language) })}</dd>
            </div>
          </dl>
          {description ? (
            <>
              <h3 className="product-page__subheading">{t('product.description')}</h3>
              <p className="product-page__description">{keepNumbersWithUnits(description)}</p>
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
