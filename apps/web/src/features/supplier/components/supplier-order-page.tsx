import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiError, type SupplierOrderResponse } from '@mercato/api-client';
import { formatChf, pickLocalized, resolveLanguage } from '@mercato/contracts';
import { codeMessageKey } from '../../../shared/i18n/code-messages';
import { formatAmount } from '../../../shared/i18n/format-number';
import { useLanguage } from '../../../shared/i18n/use-language';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { AlertIcon } from '../../../shared/ui/icons/ui-icons';
import { PageBand } from '../../../shared/ui/page-band/page-band';
import { TotalsList } from '../../../shared/ui/totals/totals-list';
import { useSupplierOrder } from '../api/use-supplier-order';
import { formatDay } from '../lib/format-day';
import { SupplierAnswerForm } from './supplier-answer-form';
import './supplier.css';

type Part = SupplierOrderResponse['part'];

function Lines({ part }: { part: Part }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  return (
    <table className="supplier-lines">
      <caption className="visually-hidden">{t('supplier.lines')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cart.columns.product')}</th>
          <th scope="col">{t('cart.columns.quantity')}</th>
          <th scope="col">{t('cart.columns.price')}</th>
          <th scope="col">{t('cart.columns.total')}</th>
        </tr>
      </thead>
      <tbody>
        {part.lines.map((line) => (
          <tr key={line.product_id}>
            <th scope="row">{pickLocalized(line, 'name', language) || '---'}</th>
            <td data-label={t('cart.columns.quantity')}>
              {formatAmount(line.quantity, i18n.language)} {t(`catalogue.unit.${line.unit}`, { count: line.quantity })}
            </td>
            <td data-label={t('cart.columns.price')}>
              {formatChf(line.unit_price)} {t(`catalogue.per.${line.unit}`)}
            </td>
            <td data-label={t('cart.columns.total')}>{formatChf(line.line_net)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What was answered (or that the restaurant cancelled): the page no longer offers the forms. */
function Answered({ data }: { data: SupplierOrderResponse }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const { part, answer } = data;
  const status = answer?.status ?? part.status;
  return (
    <section className={`supplier-answered supplier-answered--${status}`} aria-labelledby="supplier-answered-title" role="status">
      <h2 id="supplier-answered-title">{t(`supplier.answered.${status}`)}</h2>
      {answer?.delivery_date ? <p>{t('supplier.answered.date', { date: formatDay(answer.delivery_date, language) })}</p> : null}
      {answer && status === 'partially_confirmed' ? (
        <ul className="supplier-answered__lines">
          {part.lines.map((line) => {
            const confirmed = answer.lines.find((l) => l.product_id === line.product_id)?.quantity ?? line.quantity;
            return (
              <li key={line.product_id}>
                {pickLocalized(line, 'name', language)}:{' '}
                {t('supplier.answered.quantities', {
                  confirmed: formatAmount(confirmed, i18n.language),
                  ordered: formatAmount(line.quantity, i18n.language),
                  unit: t(`catalogue.unit.${line.unit}`, { count: line.quantity }),
                })}
              </li>
            );
          })}
        </ul>
      ) : null}
      {answer?.note ? <p>{t('supplier.answered.note', { note: answer.note })}</p> : null}
      {answer?.reason ? <p>{t('supplier.answered.reason', { reason: answer.reason })}</p> : null}
    </section>
  );
}

/**
 * `/supplier/orders/:token`: the wholesaler's page, without an account (DESIGN.md "The order
 * loop"). It opens in the wholesaler's language (the visitor may switch afterwards), shows the
 * purchase order and the restaurant, and offers to confirm, confirm with changes or reject.
 */
export function SupplierOrderPage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const order = useSupplierOrder(token);
  const language = useLanguage();
  const switched = useRef(false);
  usePageTitle(t('supplier.title'));

  const wholesalerLanguage = order.data ? resolveLanguage(order.data.part.language) : null;
  useEffect(() => {
    if (!wholesalerLanguage || switched.current) return;
    switched.current = true;
    if (wholesalerLanguage !== language) void i18n.changeLanguage(wholesalerLanguage);
  }, [wholesalerLanguage, language, i18n]);

  if (order.isPending) {
    return (
      <div className="container supplier-page" aria-busy="true">
        <p role="status">{t('supplier.loading')}</p>
      </div>
    );
  }
  if (order.isError) {
    const code = order.error instanceof ApiError ? order.error.code : 'network_error';
    return (
      <div className="container supplier-page">
        <div className="supplier-notice" role="alert">
          <AlertIcon size={28} />
          <div>
            <h1 className="supplier-notice__title">{t('supplier.unavailable')}</h1>
            <p>{t(codeMessageKey(i18n, code) ?? 'error.server_error')}</p>
          </div>
        </div>
      </div>
    );
  }

  const data = order.data;
  const { part, restaurant } = data;
  const open = data.answer === null && (part.status === 'pending' || part.status === 'sent');
  return (
    <div className="supplier-page">
      <PageBand title={t('supplier.heading', { number: part.number })} lead={t('supplier.lead', { wholesaler: part.wholesaler_name })} />
      <div className="container supplier-page__body">
        <section className="supplier-card" aria-labelledby="supplier-restaurant">
          <h2 id="supplier-restaurant">{t('supplier.restaurant')}</h2>
          <dl className="supplier-facts">
            <div>
              <dt>{t('supplier.name')}</dt>
              <dd>{restaurant.name}</dd>
            </div>
            <div>
              <dt>{t('supplier.address')}</dt>
              <dd>{restaurant.address}</dd>
            </div>
            <div>
              <dt>{t('supplier.phone')}</dt>
              <dd>
                <a href={`tel:${restaurant.phone.replace(/[^+\d]/g, '')}`}>{restaurant.phone}</a>
              </dd>
            </div>
            {part.delivery_date ? (
              <div>
                <dt>{t('supplier.deliveryDate')}</dt>
                <dd>{formatDay(part.delivery_date, language)}</dd>
              </div>
            ) : null}
            {part.note ? (
              <div>
                <dt>{t('supplier.note')}</dt>
                <dd>{part.note}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        <section className="supplier-card" aria-labelledby="supplier-lines">
          <h2 id="supplier-lines">{t('supplier.lines')}</h2>
          <Lines part={part} />
          <TotalsList totals={part.totals} block="supplier-totals" />
          <p className="supplier-hint">{t('supplier.pricesNote')}</p>
        </section>
        {open ? <SupplierAnswerForm token={token} part={part} /> : <Answered data={data} />}
      </div>
    </div>
  );
}
