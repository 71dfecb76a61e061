import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BasketPlanResponse, PlanPartDto } from '@mercato/api-client';
import { formatChf } from '@mercato/contracts';
import { paths } from '../../../shared/config/paths';
import { formatAmount } from '../../../shared/i18n/format-number';
import { useLanguage } from '../../../shared/i18n/use-language';
import { TruckIcon } from '../../../shared/ui/icons/shop-icons';
import type { CheckoutLine } from '../lib/checkout-lines';
import { formatDeliveryDate } from '../lib/plan-lines';

function nameOf(productId: number, lines: readonly CheckoutLine[], language: string): string {
  const line = lines.find((candidate) => candidate.id === productId);
  if (!line) return '---';
  return (language === 'de' && line.name_de) || (language === 'it' && line.name_it) || line.name || '---';
}

function PlanPart({ part, lines }: { part: PlanPartDto; lines: readonly CheckoutLine[] }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  return (
    <section className="plan-part" aria-label={t('orders.plan.partLabel', { wholesaler: part.wholesaler_name })}>
      <header className="plan-part__header">
        <h4 className="plan-part__name">
          <TruckIcon size={18} />
          {part.wholesaler_name}
        </h4>
        <p className="plan-part__date">{t('orders.plan.deliveryOn', { date: formatDeliveryDate(part.delivery_date, language) })}</p>
      </header>
      <ul className="plan-part__lines">
        {part.lines.map((line) => {
          const unit = lines.find((candidate) => candidate.id === line.product_id)?.unit ?? 'piece';
          return (
            <li key={line.product_id} className="plan-line">
              <span className="plan-line__name">{nameOf(line.product_id, lines, language)}</span>
              <span className="plan-line__quantity">
                {formatAmount(line.quantity, i18n.language)} {t(`catalogue.unit.${unit}`, { count: line.quantity })} × {formatChf(line.unit_price)}
              </span>
              <span className="plan-line__total">{formatChf(line.line_net)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="plan-part__sums">
        <div>
          <dt>{t('orders.plan.subtotal')}</dt>
          <dd>{formatChf(part.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('orders.plan.fee')}</dt>
          <dd>{part.fee > 0 ? formatChf(part.fee) : t('orders.plan.freeDelivery')}</dd>
        </div>
      </dl>
      {part.missing_to_minimum > 0 ? <p className="plan-part__missing">{t('orders.plan.missing', { amount: formatChf(part.missing_to_minimum) })}</p> : null}
    </section>
  );
}

interface BasketPlanViewProps {
  plan: BasketPlanResponse;
  lines: readonly CheckoutLine[];
  deliveryDate: string | null;
  onDeliveryDate: (date: string | null) => void;
  note: string;
  onNote: (note: string) => void;
}

/**
 * The basket plan before ordering: one group per wholesaler with its lines, subtotal, delivery
 * date and fee (and what is missing to its minimum), the lines that cannot be supplied with
 * what to do, a date picker offering only days some wholesaler delivers, and a note.
 */
export function BasketPlanView({ plan, lines, deliveryDate, onDeliveryDate, note, onNote }: BasketPlanViewProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  return (
    <div className="basket-plan">
      <h3 className="basket-plan__title">{t('orders.plan.title')}</h3>
      {plan.postcode_missing ? (
        <p className="basket-plan__hint">
          <Trans i18nKey="orders.plan.postcodeMissing" components={{ profile: <Link to={paths.profile} /> }} />
        </p>
      ) : null}
      <label className="basket-plan__field">
        <span>{t('orders.plan.date')}</span>
        <select value={deliveryDate ?? ''} onChange={(event) => onDeliveryDate(event.target.value || null)}>
          <option value="">{t('orders.plan.dateEarliest')}</option>
          {plan.delivery_dates.map((date) => (
            <option key={date} value={date}>
              {formatDeliveryDate(date, language)}
            </option>
          ))}
        </select>
      </label>
      <p className="basket-plan__hint">{t('orders.plan.dateHint')}</p>
      {plan.parts.map((part) => (
        <PlanPart key={part.wholesaler_id} part={part} lines={lines} />
      ))}
      {plan.unsupplied.length ? (
        <section className="plan-unsupplied" aria-label={t('orders.plan.unsuppliedTitle')}>
          <h4 className="plan-unsupplied__title">{t('orders.plan.unsuppliedTitle')}</h4>
          <ul>
            {plan.unsupplied.map((line) => {
              const unit = lines.find((candidate) => candidate.id === line.product_id)?.unit ?? 'piece';
              return (
                <li key={line.product_id} className="plan-unsupplied__line">
                  <span className="plan-line__name">{nameOf(line.product_id, lines, language)}</span>
                  <span>
                    {t(`orders.plan.reason.${line.reason}`, {
                      available: `${formatAmount(line.available, i18n.language)} ${t(`catalogue.unit.${unit}`, { count: line.available })}`,
                    })}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <label className="basket-plan__field">
        <span>{t('orders.plan.note')}</span>
        <textarea value={note} maxLength={500} rows={2} placeholder={t('orders.plan.notePlaceholder')} onChange={(event) => onNote(event.target.value)} />
      </label>
    </div>
  );
}
