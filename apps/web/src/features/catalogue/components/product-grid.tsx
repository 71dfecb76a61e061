import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummaryDto } from '@mercato/api-client';
import { buttonClass } from '../../../shared/ui/button/button';
import { AlertIcon, RefreshIcon } from '../../../shared/ui/icons/ui-icons';
import { PackageIcon } from '../../../shared/ui/icons/shop-icons';
import { ProductCard, type ProductAction } from './product-card';

const SKELETON_CARDS = 6;
/** How many cards fill a phone's first screen: their pictures load first and at once. */
const FIRST_SCREEN_CARDS = 2;

export function ProductGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('catalogue.products.loading')}
      </p>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="product-card product-card--skeleton" data-testid="product-skeleton">
            <div className="product-visual skeleton" />
            <div className="product-card__body">
              <span className="skeleton skeleton--line skeleton--short" />
              <span className="skeleton skeleton--title" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface NoticeProps {
  kind: 'error' | 'empty';
  title: string;
  text: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** The picture of an empty listing (a package by default). */
  emptyIcon?: ReactNode;
  children?: ReactNode;
}

/** A failed load (with a retry) or an empty listing (with where to go instead). */
export function ListingNotice({ kind, title, text, onRetry, retrying, emptyIcon = <PackageIcon size={28} />, children }: NoticeProps) {
  const { t } = useTranslation();
  return (
    <div className={`grid-notice grid-notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <span className="grid-notice__icon">{kind === 'error' ? <AlertIcon size={28} /> : emptyIcon}</span>
      <div className="grid-notice__text">
        <p className="grid-notice__title">{title}</p>
        <p>{text}</p>
      </div>
      {onRetry ? (
        <button type="button" className={buttonClass('secondary')} onClick={onRetry} disabled={retrying}>
          <RefreshIcon size={18} />
          {retrying ? t('catalogue.grid.error.retrying') : t('catalogue.grid.error.retry')}
        </button>
      ) : null}
      {children}
    </div>
  );
}

interface ProductGridProps {
  products: ProductSummaryDto[];
  action?: ProductAction;
  /** True while another page loads over the one shown. */
  stale?: boolean;
  label: string;
}

export function ProductGrid({ products, action, stale = false, label }: ProductGridProps) {
  return (
    <>
      <h2 className="visually-hidden">{label}</h2>
      <ul className={stale ? 'product-grid is-stale' : 'product-grid'} aria-label={label} aria-busy={stale || undefined}>
        {products.map((product, index) => (
          <ProductCard key={product.id} product={product} action={action} priority={index < FIRST_SCREEN_CARDS} />
        ))}
      </ul>
    </>
  );
}
