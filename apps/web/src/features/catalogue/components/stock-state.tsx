import { useTranslation } from 'react-i18next';
import type { ProductUnit } from '@mercato/contracts';
import { formatStock } from '../../../shared/i18n/format-number';

/** Below this many units the card warns that the stock runs low. */
const LOW_STOCK = 10;

/** In stock (how much), running low, or unavailable; colour is never the only sign. */
export function StockState({ stock, unit, available }: { stock: number | null; unit: ProductUnit; available: boolean }) {
  const { t, i18n } = useTranslation();
  if (!available || stock === null || stock <= 0) {
    return <p className="stock-state stock-state--out">{t('catalogue.stock.out')}</p>;
  }
  const quantity = formatStock(stock, i18n.language);
  const low = stock <= LOW_STOCK;
  return (
    <p className={low ? 'stock-state stock-state--low' : 'stock-state stock-state--in'}>
      {t(low ? 'catalogue.stock.low' : 'catalogue.stock.in', { quantity, unit: t(`catalogue.unit.${unit}`, { count: stock }) })}
    </p>
  );
}
