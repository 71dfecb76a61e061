import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminListOrdersStatus, ApiError, useAdminGetOrder, useAdminListOrders, type AdminOrderDto, type OrderPartDto } from '@mercato/api-client';
import { formatChf } from '@mercato/contracts';
import { formatAmount, formatRate, numberLocale } from '../../../shared/i18n/format-number';
import { ArrowLeftIcon } from '../../../shared/ui/icons/ui-icons';
import { TotalsList } from '../../../shared/ui/totals/totals-list';
import { localizedName } from '../lib/localized-name';
import { adminPaths } from '../lib/admin-paths';
import { AdminList, Badge, listBinding, useListState } from '../ui/admin-list';
import { ResendPurchaseOrder } from './resend-purchase-order';
import { useDateTime } from '../lib/use-date-time';

const STATUSES = Object.values(AdminListOrdersStatus);
type PartStatus = (typeof STATUSES)[number];

const GOOD = new Set<string>(['sent', 'confirmed']);
const BAD = new Set<string>(['undeliverable', 'rejected', 'cancelled']);

function PartStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Badge tone={GOOD.has(status) ? 'ok' : BAD.has(status) ? 'off' : 'info'}>{t(`admin.orders.partStatus.${status}`)}</Badge>;
}

/** `26.11.2026`-style day with its weekday, for a delivery date (`YYYY-MM-DD`). */
function useDay() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(numberLocale(i18n.language), { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (date: string) => format.format(new Date(`${date}T12:00:00Z`));
}

/**
 * `/admin/orders`: every order, newest first, filterable by a purchase order's status. Each
 * wholesaler's part shows its net amount excluding VAT (what it invoices before tax); the order's
 * total column is including VAT. The number opens the order.
 */
export function OrderList() {
  const { t } = useTranslation();
  const list = useListState();
  const [status, setStatus] = useState<PartStatus | ''>('');
  const { data, isPending } = useAdminListOrders({ ...list.params, ...(status ? { status } : {}) });
  const dateTime = useDateTime();
  return (
    <AdminList<AdminOrderDto>
      title={t('admin.entities.orders')}
      searchLabel={t('admin.common.search.orders')}
      {...listBinding(list, { data, isPending })}
      rowKey={(o) => o.id}
      rowLink={(o) => adminPaths.order(o.id)}
      filters={
        <select
          className="field__input admin-list__filter"
          aria-label={t('admin.orders.filterStatus')}
          value={status}
          onChange={(event) => {
            setStatus(STATUSES.find((s) => s === event.target.value) ?? '');
            list.setPage(1);
          }}
        >
          <option value="">{t('admin.orders.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`admin.orders.partStatus.${s}`)}
            </option>
          ))}
        </select>
      }
      columns={[
        { header: t('admin.orders.number'), cell: (o) => <code>{o.number}</code> },
        { header: t('admin.orders.restaurant'), cell: (o) => <Link to={adminPaths.user(o.user_id)}>{o.restaurant_name}</Link> },
        { header: t('admin.orders.placedAt'), cell: (o) => dateTime(o.placed_at) },
        {
          header: t('admin.orders.parts'),
          cell: (o) => (
            <ul className="admin-order-parts">
              {o.parts.map((part) => (
                <li key={part.id}>
                  <span>{part.wholesaler_name}</span> · {t('admin.orders.lines', { count: part.lines.length })} ·{' '}
                  <abbr className="admin-order-parts__net" title={t('admin.orders.partNetLabel')}>
                    {t('admin.orders.partNet', { amount: formatChf(part.totals.net) })}
                  </abbr>{' '}
                  <PartStatusBadge status={part.status} />
                </li>
              ))}
            </ul>
          ),
        },
        { header: t('admin.orders.total'), cell: (o) => formatChf(o.totals.gross), className: 'admin-num' },
      ]}
    />
  );
}

function PartDetail({ orderId, part }: { orderId: number; part: OrderPartDto }) {
  const { t, i18n } = useTranslation();
  const day = useDay();
  const dateTime = useDateTime();
  const answer = part.answer;
  return (
    <section className="admin-order-part" aria-labelledby={`admin-part-${part.id}`}>
      <header className="admin-order-part__head">
        <h3 id={`admin-part-${part.id}`} className="admin-order-part__name">
          {part.wholesaler_name}
        </h3>
        <PartStatusBadge status={part.status} />
      </header>
      <dl className="admin-facts">
        <div>
          <dt>{t('admin.orders.detail.deliveryDate')}</dt>
          <dd>{part.delivery_date ? day(part.delivery_date) : '–'}</dd>
        </div>
        <div>
          <dt>{t('admin.orders.detail.fee')}</dt>
          <dd>{part.fee > 0 ? formatChf(part.fee) : t('admin.orders.detail.noFee')}</dd>
        </div>
        <div>
          <dt>{t('admin.orders.detail.saved')}</dt>
          <dd>{formatChf(part.saved)}</dd>
        </div>
        <div className="admin-facts__wide">
          <dt>{t('admin.orders.detail.answer')}</dt>
          <dd>
            {answer ? (
              <ul className="admin-order-part__answer">
                <li>{t('admin.orders.detail.answeredAt', { date: dateTime(answer.answered_at) })}</li>
                {answer.delivery_date ? <li>{t('admin.orders.detail.answerDate', { date: day(answer.delivery_date) })}</li> : null}
                {answer.note ? <li>{t('admin.orders.detail.answerNote', { note: answer.note })}</li> : null}
                {answer.reason ? <li>{t('admin.orders.detail.answerReason', { reason: answer.reason })}</li> : null}
              </ul>
            ) : (
              t('admin.orders.detail.noAnswer')
            )}
          </dd>
        </div>
      </dl>
      <div className="admin-table__wrap">
        <table className="admin-table admin-order-lines">
          <thead>
            <tr>
              <th scope="col">{t('admin.orders.detail.product')}</th>
              <th scope="col" className="admin-num">
                {t('admin.orders.detail.quantity')}
              </th>
              <th scope="col" className="admin-num">
                {t('admin.orders.detail.confirmed')}
              </th>
              <th scope="col" className="admin-num">
                {t('admin.orders.detail.unitPrice')}
              </th>
              <th scope="col" className="admin-num">
                {t('admin.orders.detail.vat')}
              </th>
              <th scope="col" className="admin-num">
                {t('admin.orders.detail.lineNet')}
              </th>
            </tr>
          </thead>
          <tbody>
            {part.lines.map((line) => (
              <tr key={`${line.product_id}-${line.quantity}`}>
                <td data-label={t('admin.orders.detail.product')}>{localizedName(line, i18n.language)}</td>
                <td data-label={t('admin.orders.detail.quantity')} className="admin-num">
                  {formatAmount(line.quantity, i18n.language)} {t(`catalogue.unit.${line.unit}`, { count: line.quantity })}
                </td>
                <td data-label={t('admin.orders.detail.confirmed')} className="admin-num">
                  {line.confirmed_quantity === null ? '–' : formatAmount(line.confirmed_quantity, i18n.language)}
                </td>
                <td data-label={t('admin.orders.detail.unitPrice')} className="admin-num">
                  {formatChf(line.unit_price)}
                </td>
                <td data-label={t('admin.orders.detail.vat')} className="admin-num">
                  {formatRate(line.vat_rate, i18n.language)} %
                </td>
                <td data-label={t('admin.orders.detail.lineNet')} className="admin-num">
                  {formatChf(line.line_net)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="admin-order-part__foot">
        <div className="admin-order-part__resend">
          <ResendPurchaseOrder orderId={orderId} partId={part.id} status={part.status} />
        </div>
        <div className="admin-order-totals">
          <h4 className="visually-hidden">{t('admin.orders.detail.partTotals')}</h4>
          <TotalsList totals={part.totals} block="admin-totals" />
        </div>
      </div>
    </section>
  );
}

/** `/admin/orders/{id}`: one order with whom to deliver to, its note, and each purchase order with its lines, status, answer, fee and date. */
export function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useAdminGetOrder(id);
  const dateTime = useDateTime();
  const back = (
    <Link to={adminPaths.orders} className="admin-back">
      <ArrowLeftIcon size={16} />
      {t('admin.orders.detail.back')}
    </Link>
  );
  if (isPending) {
    return (
      <section className="admin-panel" aria-busy="true">
        {back}
        <p role="status">{t('admin.orders.detail.loading')}</p>
      </section>
    );
  }
  if (error || !data) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <section className="admin-panel">
        {back}
        <p role="alert">{t(missing ? 'admin.orders.detail.notFound' : 'error.server_error')}</p>
      </section>
    );
  }
  const order = data.order;
  return (
    <section className="admin-panel admin-order" aria-labelledby="admin-order-title">
      {back}
      <div className="admin-panel__head">
        <h1 id="admin-order-title" className="admin-panel__title">
          {t('admin.orders.detail.title', { number: order.number })}
        </h1>
        <Badge tone={order.status === 'placed' ? 'info' : 'off'}>{t(`admin.orders.status.${order.status}`)}</Badge>
      </div>
      <dl className="admin-facts">
        <div>
          <dt>{t('admin.orders.detail.customer')}</dt>
          <dd>
            <Link to={adminPaths.user(order.user_id)}>{order.restaurant_name}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('admin.orders.detail.contact')}</dt>
          <dd>{order.contact_name}</dd>
        </div>
        <div>
          <dt>{t('admin.orders.detail.address')}</dt>
          <dd>{order.restaurant_address}</dd>
        </div>
        <div>
          <dt>{t('admin.orders.detail.phone')}</dt>
          <dd>
            <a href={`tel:${order.phone.replace(/[^+\d]/g, '')}`}>{order.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('admin.orders.detail.email')}</dt>
          <dd>
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('admin.orders.detail.placedAt')}</dt>
          <dd>{dateTime(order.placed_at)}</dd>
        </div>
        <div className="admin-facts__wide">
          <dt>{t('admin.orders.detail.note')}</dt>
          <dd>{order.note || t('admin.orders.detail.noNote')}</dd>
        </div>
      </dl>
      <h2 className="admin-order__subtitle">{t('admin.orders.detail.parts')}</h2>
      {order.parts.map((part) => (
        <PartDetail key={part.id} orderId={order.id} part={part} />
      ))}
      <div className="admin-order__summary">
        <p className="admin-order__saved">
          {t('admin.orders.detail.saved')}: <strong>{formatChf(order.saved)}</strong>
        </p>
        <div className="admin-order-totals">
          <h2 className="admin-order__subtitle">{t('admin.orders.detail.orderTotals')}</h2>
          <TotalsList totals={order.totals} block="admin-totals" />
        </div>
      </div>
    </section>
  );
}
