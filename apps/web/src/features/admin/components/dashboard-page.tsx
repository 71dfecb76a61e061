import { useAdminDashboard } from '@mercato/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminPaths, type AdminEntity } from '../lib/admin-paths';

const TILES: ReadonlyArray<{ entity: AdminEntity; count: 'products' | 'categories' | 'subcategories' | 'wholesalers' | 'users' | 'promo_codes'; list: string; add: string }> = [
  { entity: 'products', count: 'products', list: adminPaths.products, add: adminPaths.addProduct },
  { entity: 'categories', count: 'categories', list: adminPaths.categories, add: adminPaths.addCategory },
  { entity: 'subcategories', count: 'subcategories', list: adminPaths.subcategories, add: adminPaths.addSubcategory },
  { entity: 'wholesalers', count: 'wholesalers', list: adminPaths.wholesalers, add: adminPaths.addWholesaler },
  { entity: 'users', count: 'users', list: adminPaths.users, add: adminPaths.addUser },
  { entity: 'promoCodes', count: 'promo_codes', list: adminPaths.promoCodes, add: adminPaths.addPromo },
];

/** `/admin`: a tile per management page with its count, and the orders of today. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data } = useAdminDashboard({ query: { staleTime: 0 } });
  const counts = data?.counts;
  return (
    <section aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title" className="admin-panel__title">
        {t('admin.dashboard.title')}
      </h1>
      <p className="admin-dashboard__lead">{t('admin.dashboard.lead')}</p>
      <ul className="admin-tiles">
        {TILES.map((tile) => (
          <li key={tile.entity} className="admin-tile">
            <Link to={tile.list} className="admin-tile__main">
              <span className="admin-tile__count" data-testid={`count-${tile.entity}`}>
                {counts ? counts[tile.count] : '–'}
              </span>
              <span className="admin-tile__label">{t(`admin.entities.${tile.entity}`)}</span>
            </Link>
            <Link to={tile.add} className="admin-tile__add">
              + {t(`admin.add.${tile.entity}`)}
            </Link>
          </li>
        ))}
        <li className="admin-tile admin-tile--quiet">
          <Link to={adminPaths.orders} className="admin-tile__main">
            <span className="admin-tile__count" data-testid="count-ordersToday">
              {counts?.orders_today ?? '–'}
            </span>
            <span className="admin-tile__label">{t('admin.dashboard.ordersToday')}</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
