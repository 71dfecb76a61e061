import { useAdminListOrders, type AdminOrderDto } from '@mercato/api-client';
import { formatChf } from '@mercato/contracts';
import { useTranslation } from 'react-i18next';
import { AdminList, Badge, listBinding, useListState } from '../ui/admin-list';
import { adminPaths } from '../lib/admin-paths';
import { ResendPurchaseOrder } from './resend-purchase-order';

/** `/admin/orders`: placed orders, read-only, each with its part per wholesaler. */
export function OrderList() {
  const { t, i18n } = useTranslation();
  const list = useListState();
  const { data, isPending } = useAdminListOrders(list.params);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <AdminList<AdminOrderDto>
      title={t('admin.entities.orders')}
      {...listBinding(list, { data, isPending })}
      rowKey={(o) => o.id}
      rowLink={(o) => adminPaths.user(o.user_id)}
      columns={[
        { header: t('admin.orders.restaurant'), cell: (o) => o.restaurant_name },
        { header: t('admin.orders.number'), cell: (o) => <code>{o.number}</code> },
        { header: t('admin.orders.placedAt'), cell: (o) => date.format(new Date(o.placed_at)) },
        {
          header: t('admin.orders.parts'),
          cell: (o) => (
            <ul className="admin-order-parts">
              {o.parts.map((part) => (
                <li key={part.id}>
                  <span>{part.wholesaler_name}</span> · {t('admin.orders.lines', { count: part.lines.length })} · {formatChf(part.totals.net)}{' '}
                  <Badge tone={part.status === 'sent' || part.status === 'confirmed' ? 'ok' : 'off'}>{t(`admin.orders.partStatus.${part.status}`)}</Badge>
                  <ResendPurchaseOrder orderId={o.id} partId={part.id} status={part.status} />
                </li>
              ))}
            </ul>
          ),
        },
        { header: t('admin.orders.total'), cell: (o) => formatChf(o.totals.gross), className: 'admin-num' },
        {
          header: t('admin.fields.status'),
          cell: (o) => <Badge tone={o.status === 'placed' ? 'info' : 'off'}>{t(`admin.orders.status.${o.status}`)}</Badge>,
        },
      ]}
    />
  );
}
