import { useTranslation } from 'react-i18next';
import type { OrderDto, OrderPartDto } from '@mercato/api-client';
import { formatChf, pickLocalized } from '@mercato/contracts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { TruckIcon } from '../../../shared/ui/icons/shop-icons';
import { TotalsList } from '../../../shared/ui/totals/totals-list';
import { formatAmount, formatRate } from '../../../shared/i18n/format-number';
import { formatPlacedAt } from '../lib/format';
import { formatDeliveryDate } from '../lib/plan-lines';
import { OrderAgain, type CartReplaced } from './order-again';
import { CancelPart, PartAnswer } from './part-answer';

function OrderPart({ orderId, part }: { orderId: number; part: OrderPartDto }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  return (
    <section className="order-part" aria-label={t('orders.part.label', { wholesaler: part.wholesaler_name })}>
      <header className="order-part__header">
        <h3 className="order-part__name">
          <TruckIcon size={20} />
          {part.wholesaler_name}
        </h3>
        <span className={`status-badge status-badge--${part.status}`}>{t(`orders.part.status.${part.status}`)}</span>
      </header>
      {part.delivery_date || part.fee > 0 || part.note || part.saved > 0 ? (
        <ul className="order-part__delivery">
          {part.delivery_date ? <li>{t('orders.delivery.date', { date: formatDeliveryDate(part.delivery_date, language) })}</li> : null}
          {part.fee > 0 ? <li>{t('orders.delivery.fee', { fee: formatChf(part.fee) })}</li> : null}
          {part.note ? <li>{t('orders.delivery.note', { note: part.note })}</li> : null}
          {part.saved > 0 ? <li className="order-part__saved">{t('orders.delivery.saved', { amount: formatChf(part.saved) })}</li> : null}
        </ul>
      ) : null}
      <PartAnswer part={part} />
      <table className="order-lines">
        <thead>
          <tr>
            <th scope="col">{t('cart.columns.product')}</th>
            <th scope="col">{t('cart.columns.quantity')}</th>
            <th scope="col">{t('cart.columns.price')}</th>
            <th scope="col">{t('orders.columns.vat')}</th>
            <th scope="col">{t('cart.columns.total')}</th>
          </tr>
        </thead>
        <tbody>
          {part.lines.map((line) => (
            <tr key={`${line.product_id}-${line.quantity}`}>
              <th scope="row">{pickLocalized(line, 'name', language) || '---'}</th>
              <td data-label={t('cart.columns.quantity')}>
                {formatAmount(line.quantity, i18n.language)} {t(`catalogue.unit.${line.unit}`, { count: line.quantity })}
                {line.confirmed_quantity !== null && line.confirmed_quantity !== line.quantity ? (
                  <span className="order-lines__confirmed">
                    {t('orders.answer.confirmedQuantity', { quantity: formatAmount(line.confirmed_quantity, i18n.language) })}
                  </span>
                ) : null}
              </td>
              <td data-label={t('cart.columns.price')}>
                {formatChf(line.unit_price)} {t(`catalogue.per.${line.unit}`)}
              </td>
              <td data-label={t('orders.columns.vat')}>{formatRate(line.vat_rate, i18n.language)} %</td>
              <td data-label={t('cart.columns.total')} className="order-lines__total">
                {formatChf(line.line_net)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <TotalsList totals={part.totals} block="order-totals" className="order-totals--compact" />
      <CancelPart orderId={orderId} part={part} />
    </section>
  );
}

/** One order: number, date, status, what it saved, its parts per wholesaler with their lines, the totals, and "order again". */
export function OrderCard({ order, onCartReplaced }: { order: OrderDto; onCartReplaced: CartReplaced }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="order-card" aria-labelledby={`order-${order.id}`}>
      <header className="order-card__header">
        <div>
          <h2 id={`order-${order.id}`} className="order-card__number">
            {t('orders.card.number', { number: order.number })}
          </h2>
          <p className="order-card__date">
            <time dateTime={order.placed_at}>{formatPlacedAt(order.placed_at, i18n.language)}</time>
            {' · '}
            {t('orders.card.parts', { count: order.parts.length })}
          </p>
        </div>
        <div className="order-card__summary">
          <span className={`status-badge status-badge--${order.status}`}>{t(`orders.status.${order.status}`)}</span>
          <p className="order-card__gross">{formatChf(order.totals.gross)}</p>
          <p className="order-card__gross-label">{t('cart.totals.gross')}</p>
          {order.saved > 0 ? (
            <p className="order-card__saved">
              {t('orders.saved.order', { amount: formatChf(order.saved) })} <span className="order-card__saved-hint">{t('orders.saved.hint')}</span>
            </p>
          ) : null}
        </div>
      </header>
      <div className="order-card__parts">
        {order.parts.map((part) => (
          <OrderPart key={part.id} orderId={order.id} part={part} />
        ))}
      </div>
      <footer className="order-card__footer">
        <OrderAgain order={order} onCartReplaced={onCartReplaced} />
        <div className="order-card__totals">
          <h3 className="visually-hidden">{t('orders.card.totals')}</h3>
          <TotalsList totals={order.totals} block="order-totals" />
        </div>
      </footer>
    </article>
  );
}
