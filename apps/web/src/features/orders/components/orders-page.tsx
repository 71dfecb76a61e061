import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { ListOrdersStatus } from '@mercato/api-client';
import { homeSectionPath, homeSections, paths } from '../../../shared/config/paths';
import { useStoredUser } from '../../../shared/lib/stored-user';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { buttonClass } from '../../../shared/ui/button/button';
import { AlertIcon, ArrowLeftIcon, ArrowRightIcon, GridIcon, RefreshIcon } from '../../../shared/ui/icons/ui-icons';
import { ReceiptIcon } from '../../../shared/ui/icons/shop-icons';
import { PageBand } from '../../../shared/ui/page-band/page-band';
import { useOrders } from '../api/use-orders';
import { OrderCard } from './order-card';
import type { CartReplaced } from './order-again';
import './orders.css';

const STATUSES = Object.values(ListOrdersStatus);

/** `?page=2&status=confirmed` as the list reads it; anything else counts as the first page of all orders. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isSafeInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const rawStatus = params.get('status');
  const status = STATUSES.find((s) => s === rawStatus) ?? null;
  const href = (next: { page?: number; status?: ListOrdersStatus | null }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status === undefined ? status : next.status;
    const nextPage = next.page ?? 1;
    if (nextStatus) query.set('status', nextStatus);
    if (nextPage > 1) query.set('page', String(nextPage));
    const text = query.toString();
    return text ? `${paths.orders}?${text}` : paths.orders;
  };
  const setStatus = (next: ListOrdersStatus | null) =>
    setParams(() => {
      const query = new URLSearchParams();
      if (next) query.set('status', next);
      return query;
    });
  return { page, status, href, setStatus };
}

function StatusFilter({ status, onChange }: { status: ListOrdersStatus | null; onChange: (status: ListOrdersStatus | null) => void }) {
  const { t } = useTranslation();
  return (
    <label className="orders-filter">
      <span className="orders-filter__label">{t('orders.filter.label')}</span>
      <select
        className="field__input orders-filter__select"
        value={status ?? ''}
        onChange={(event) => onChange(STATUSES.find((s) => s === event.target.value) ?? null)}
      >
        <option value="">{t('orders.filter.all')}</option>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`orders.filter.status.${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

function Pager({ page, pages, href }: { page: number; pages: number; href: (next: { page: number }) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="orders-pager" aria-label={t('orders.pager.label')}>
      {page > 1 ? (
        <Link className={buttonClass('secondary')} to={href({ page: page - 1 })} rel="prev">
          <ArrowLeftIcon size={18} />
          {t('orders.pager.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="orders-pager__where" aria-current="page">
        {t('orders.pager.pageOf', { page, pages })}
      </span>
      {page < pages ? (
        <Link className={buttonClass('secondary')} to={href({ page: page + 1 })} rel="next">
          {t('orders.pager.next')}
          <ArrowRightIcon size={18} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function OrdersList({ onCartReplaced }: { onCartReplaced: CartReplaced }) {
  const { t } = useTranslation();
  const { page, status, href, setStatus } = useListParams();
  const orders = useOrders(page, status);
  const listRef = useRef<HTMLOListElement>(null);
  const shownPage = useRef(page);

  // Another page starts at its top, with the keyboard's focus on its list.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo({ top: 0 });
    listRef.current?.focus({ preventScroll: true });
  }, [page]);

  const toolbar = (total: number | null) => (
    <div className="orders-toolbar">
      <StatusFilter status={status} onChange={setStatus} />
      {total !== null ? (
        <p className="orders-toolbar__count" role="status">
          {t('orders.filter.count', { count: total })}
        </p>
      ) : null}
    </div>
  );

  if (orders.isPending) {
    return (
      <div className="orders-state" aria-busy="true">
        <p role="status">{t('orders.list.loading')}</p>
        <span className="skeleton orders-skeleton" />
        <span className="skeleton orders-skeleton" />
      </div>
    );
  }
  if (orders.isError) {
    return (
      <div className="orders-notice orders-notice--error" role="alert">
        <AlertIcon size={28} />
        <div>
          <p className="orders-notice__title">{t('orders.list.error.title')}</p>
          <p>{t('orders.list.error.text')}</p>
        </div>
        <button type="button" className={buttonClass('secondary')} onClick={() => void orders.refetch()} disabled={orders.isFetching}>
          <RefreshIcon size={18} />
          {t('catalogue.grid.error.retry')}
        </button>
      </div>
    );
  }
  const { orders: items, total, pages } = orders.data;
  // A page beyond the last (an old link, orders cancelled meanwhile) shows the last one.
  if (items.length === 0 && total > 0 && !orders.isPlaceholderData) return <Navigate to={href({ page: pages })} replace />;
  if (total === 0 && status) {
    return (
      <>
        {toolbar(total)}
        <div className="orders-notice orders-notice--empty">
          <p className="orders-notice__title">{t('orders.filter.emptyTitle')}</p>
          <p>{t('orders.filter.emptyText', { status: t(`orders.filter.status.${status}`) })}</p>
          <Link className={buttonClass('secondary')} to={href({ status: null })}>
            {t('orders.filter.showAll')}
          </Link>
        </div>
      </>
    );
  }
  if (total === 0) {
    return (
      <div className="orders-notice orders-notice--empty">
        <span className="orders-notice__icon">
          <ReceiptIcon size={32} />
        </span>
        <p className="orders-notice__title">{t('orders.list.empty.title')}</p>
        <p>{t('orders.list.empty.text')}</p>
        <Link className={buttonClass('primary', 'lg')} to={homeSectionPath(homeSections.categories)}>
          <GridIcon size={18} />
          {t('placeholder.actions.categories')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {toolbar(total)}
      <ol className="orders-list" aria-label={t('orders.list.label')} aria-busy={orders.isPlaceholderData || undefined} ref={listRef} tabIndex={-1}>
        {items.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} onCartReplaced={onCartReplaced} />
          </li>
        ))}
      </ol>
      <Pager page={page} pages={pages} href={href} />
    </>
  );
}

/**
 * `/orders`: the signed-in user's orders, newest first, ten per page (`?page=`), optionally those
 * with a part in one status (`?status=`); anyone else is sent to /auth. "Order again" hands the
 * cart it made to `onCartReplaced` (the app gives it to the cart).
 */
export function OrdersPage({ onCartReplaced }: { onCartReplaced: CartReplaced }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  usePageTitle(t('orders.title'));
  if (!user) return <Navigate to={paths.auth} replace />;
  return (
    <div className="orders-page">
      <PageBand title={t('orders.title')} lead={t('orders.lead')} />
      <div className="container orders-page__body">
        <OrdersList onCartReplaced={onCartReplaced} />
      </div>
    </div>
  );
}
