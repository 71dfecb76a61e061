import { useTranslation } from 'react-i18next';
import { formatChf, type ChfTotals } from '@mercato/contracts';
import { formatRate } from '../../i18n/format-number';

/**
 * Net, delivery fees (when any), VAT per rate and gross (DESIGN.md) in CHF as a description list, for the cart and the orders.
 * `block` names the CSS block: rows are `block__row` (`--vat`, `--gross`), the VAT base `block__base`.
 */
export function TotalsList({ totals, block, className }: { totals: ChfTotals & { readonly fees?: number }; block: string; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className={className ? `${block} ${className}` : block}>
      <div className={`${block}__row`}>
        <dt>{t('cart.totals.net')}</dt>
        <dd>{formatChf(totals.net)}</dd>
      </div>
      {totals.fees ? (
        <div className={`${block}__row ${block}__row--fees`}>
          <dt>{t('orders.plan.fees')}</dt>
          <dd>{formatChf(totals.fees)}</dd>
        </div>
      ) : null}
      {totals.vat.map((vat) => (
        <div className={`${block}__row ${block}__row--vat`} key={vat.rate}>
          <dt>
            {t('cart.totals.vat', { rate: formatRate(vat.rate, i18n.language) })}{' '}
            <span className={`${block}__base`}>{t('cart.totals.vatBase', { base: formatChf(vat.base) })}</span>
          </dt>
          <dd>{formatChf(vat.amount)}</dd>
        </div>
      ))}
      <div className={`${block}__row ${block}__row--gross`}>
        <dt>{t('cart.totals.gross')}</dt>
        <dd>{formatChf(totals.gross)}</dd>
      </div>
    </dl>
  );
}
