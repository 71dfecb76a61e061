import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount as formatQuantity } from '../../../shared/i18n/format-number';
import type { CartItem } from './cart-items';
import { MAX_LINE_QUANTITY, type QuantityProblem } from '@mercato/contracts';

/** The translated reason a quantity is refused, naming the stock when that is the reason. */
export function useQuantityMessage(): (problem: QuantityProblem, line: Pick<CartItem, 'unit' | 'stock'>) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (problem, line) => {
      const unit = t(`catalogue.unit.${line.unit ?? 'piece'}`, { count: line.stock ?? 0 });
      switch (problem) {
        case 'insufficient_stock':
          return t('cart.quantity.stock', { stock: formatQuantity(line.stock ?? 0, i18n.language), unit });
        case 'whole_pieces':
          return t('cart.quantity.wholePieces');
        case 'grams':
          return t('cart.quantity.grams');
        case 'too_large':
          return t('cart.quantity.tooLarge', { max: formatQuantity(MAX_LINE_QUANTITY, i18n.language) });
        default:
          return t('cart.quantity.positive');
      }
    },
    [t, i18n.language],
  );
}
