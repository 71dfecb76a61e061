import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummaryDto } from '@mercato/api-client';
import { pickLocalized } from '@mercato/contracts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PriceTag } from './price-tag';
import { ProductVisual } from './product-visual';
import { StockState } from './stock-state';
import { keepNumbersWithUnits } from '../../../shared/lib/typography';

/** What a product card offers to do with its product (the app plugs the cart's button in). */
export type ProductAction = (product: ProductSummaryDto) => ReactNode;

/** A product with its lowest price among the wholesalers, unit, stock and an action. */
export function ProductCard({ product, action }: { product: ProductSummaryDto; action?: ProductAction }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameId = useId();
  const name = pickLocalized(product, 'name', language);
  const available = product.available && product.price !== null;

  return (
    <li className={available ? 'product-card' : 'product-card is-unavailable'} aria-labelledby={nameId}>
      <ProductVisual image={product.image_url} name={name} />
      <div className="product-card__body">
        <p className="product-card__unit">{t(`catalogue.soldBy.${product.unit}`)}</p>
        <h3 id={nameId} className="product-card__name">
          {name}
        </h3>
        <p className="product-card__description">{keepNumbersWithUnits(pickLocalized(product, 'short_description', language))}</p>
        <div className="product-card__footer">
          <PriceTag price={product.price} unit={product.unit} available={available} />
          {available && product.offer_count > 1 ? (
            <p className="product-card__offers">{t('catalogue.product.bestOf', { count: product.offer_count })}</p>
          ) : null}
          <StockState stock={product.stock} unit={product.unit} available={available} />
          {action ? <div className="product-card__action">{action(product)}</div> : null}
        </div>
      </div>
    </li>
  );
}
