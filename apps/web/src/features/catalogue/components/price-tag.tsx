import { useTranslation } from 'react-i18next';
import { formatChf, type ProductUnit } from '@mercato/contracts';

interface PriceTagProps {
  /** CHF per unit excluding VAT; null when the product cannot be bought now. */
  price: number | null;
  unit: ProductUnit;
  available: boolean;
  /** How one unit is packed ("carton de 6 x 75 cl"), shown instead of "/ pièce" when set. */
  pack?: string;
}

/**
 * The lowest price per unit, labelled excluding VAT (DESIGN.md). An unavailable product says
 * so instead of a price: never CHF 0.00.
 */
export function PriceTag({ price, unit, available, pack }: PriceTagProps) {
  const { t } = useTranslation();
  if (!available || price === null) {
    return <p className="price-tag price-tag--unavailable">{t('catalogue.product.unavailable')}</p>;
  }
  return (
    <p className="price-tag">
      <span className="price-tag__amount">{formatChf(price)}</span>
      <span className="price-tag__unit"> {pack ? t('product.perPack', { pack }) : t(`catalogue.per.${unit}`)}</span>
      <span className="price-tag__vat">{t('catalogue.product.exclVat')}</span>
    </p>
  );
}
