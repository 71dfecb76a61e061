import { useTranslation } from 'react-i18next';
import { formatChf, type Totals } from '@mercato/contracts';

/** Net, VAT per rate and gross (DESIGN.md), as a description list. */
export function CartTotalsPanel({ totals }: { totals: Totals }) {
  const { t, i18n } = useTranslation();
  const percent = (rate: number) => new Intl.NumberFormat(i18n.language === 'fr' ? 'fr-CH' : `${i18n.language}-CH`, { maximumFractionDigits: 2 }).format(rate);
  return (
    <dl className="totals">
      <div className="totals__row">
        <dt>{t('cart.totals.net')}</dt>
        <dd>{formatChf(totals.net)}</dd>
      </div>
      {totals.vat.map((vat) => (
        <div className="totals__row totals__row--vat" key={vat.rate}>
          <dt>
            {t('cart.totals.vat', { rate: percent(vat.rate) })}
            <span className="totals__base">{t('cart.totals.vatBase', { base: formatChf(vat.base) })}</span>
          </dt>
          <dd>{formatChf(vat.amount)}</dd>
        </div>
      ))}
      <div className="totals__row totals__row--gross">
        <dt>{t('cart.totals.gross')}</dt>
        <dd>{formatChf(totals.gross)}</dd>
      </div>
    </dl>
  );
}
