import { useTranslation } from 'react-i18next';
import type { ProductSummaryDto } from '@mercato/api-client';
import { pickLocalized } from '@mercato/contracts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { buttonClass } from '../../../shared/ui/button/button';
import { CartPlusIcon } from '../../../shared/ui/icons/shop-icons';
import { useCartActions, useCartItems } from '../api/use-cart';
import { formatAmount as formatQuantity } from '../../../shared/i18n/format-number';
import './cart.css';

/**
 * Adds a catalogue product to the cart (SPEC.md section 4), or says why not; shows how much of
 * it the cart already holds. An unavailable product cannot be added.
 */
export function AddToCartButton({ product }: { product: ProductSummaryDto }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const { add } = useCartActions();
  const inCart = useCartItems().find((item) => item.id === product.id);
  const name = pickLocalized(product, 'name', language);
  const available = product.available && product.price !== null;

  if (!available) {
    return (
      <button type="button" className={`${buttonClass('secondary')} btn--block add-to-cart`} disabled>
        {t('cart.add.unavailable')}
      </button>
    );
  }

  return (
    <div className="add-to-cart">
      <button
        type="button"
        className={`${buttonClass('teal')} btn--block`}
        aria-label={t('cart.add.labelFor', { name })}
        onClick={() => add(product)}
      >
        <CartPlusIcon size={20} />
        {t('cart.add.label')}
      </button>
      {inCart ? (
        <p className="add-to-cart__in-cart">
          {t('cart.add.inCart', {
            quantity: formatQuantity(inCart.quantity, i18n.language),
            unit: t(`catalogue.unit.${product.unit}`, { count: inCart.quantity }),
          })}
        </p>
      ) : null}
    </div>
  );
}
