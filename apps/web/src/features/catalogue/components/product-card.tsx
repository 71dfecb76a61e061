import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductSummaryDto } from '@mercato/api-client';
import { pickLocalized } from '@mercato/contracts';
import { paths } from '../../../shared/config/paths';
import { useLanguage } from '../../../shared/i18n/use-language';
import { FavouriteStar } from './favourite-star';
import { PriceTag } from './price-tag';
import { ProductVisual } from './product-visual';
import { StockState } from './stock-state';
import { keepNumbersWithUnits } from '../../../shared/lib/typography';

/** What a product card offers to do with its product (the app plugs the cart's button in). */
export type ProductAction = (product: ProductSummaryDto) => ReactNode;

/** A product with its lowest price among the wholesalers, unit, stock, its star and an action; its name opens its page. */
export function ProductCard({ product, action, priority = false }: { product: ProductSummaryDto; action?: ProductAction; priority?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameId = useId();
  const name = pickLocalized(product, 'name', language);
  const available = product.available && product.price !== null;

  return (
    <li className={available ? 'product-card' : 'product-card is-unavailable'} aria-labelledby={nameId}>
      <div className="product-card__media">
        <ProductVisual image={product.image_url} name={name} priority={priority} />
        <FavouriteStar product={product} className="product-card__star" />
      </div>
      <div className="product-card__body">
        <p className="product-card__unit">{t(`catalogue.soldBy.${product.unit}`)}</p>
        <h3 id={nameId} className="product-card__name">
          <Link to={paths.product.to(product.slug)} className="product-card__link">
            {name}
          </Link>
        </h3>
        <p className="product-card__description">{keepNumbersWithUnits(pickLocalized(product, 'short_description', language))}</p>
        <div className="product-card__footer">
          <PriceTag price={product.price} unit={product.unit} available={available} pack={pickLocalized(product, 'pack_description', language)} />
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
