import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { homeSectionPath, homeSections, paths } from '../../../shared/config/paths';
import { useStoredUser } from '../../../shared/lib/stored-user';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { buttonClass } from '../../../shared/ui/button/button';
import { AlertIcon, GridIcon, RefreshIcon } from '../../../shared/ui/icons/ui-icons';
import { ReceiptIcon } from '../../../shared/ui/icons/shop-icons';
import { PageBand } from '../../../shared/ui/page-band/page-band';
import { useOrders } from '../api/use-orders';
import { OrderCard } from './order-card';
import './orders.css';

function OrdersList() {
  const { t } = useTranslation();
  const orders = useOrders();

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
  if (orders.data.length === 0) {
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
    <ol className="orders-list" aria-label={t('orders.list.label')}>
      {orders.data.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ol>
  );
}

/** `/orders`: the signed-in user's orders, newest first; anyone else is sent to /auth. */
export function OrdersPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  usePageTitle(t('orders.title'));
  if (!user) return <Navigate to={paths.auth} replace />;
  return (
    <div className="orders-page">
      <PageBand title={t('orders.title')} lead={t('orders.lead')} />
      <div className="container orders-page__body">
        <OrdersList />
      </div>
    </div>
  );
}
