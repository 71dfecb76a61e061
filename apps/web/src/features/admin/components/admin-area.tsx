import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { buttonClass } from '../../../shared/ui/button/button';
import { useAdminSignOut } from '../api/use-admin-session';
import { adminPaths, matchAdminPage, type AdminEntity } from '../lib/admin-paths';
import { CategoryForm, CategoryList } from './categories';
import { DashboardPage } from './dashboard-page';
import { MailList } from './mails';
import { OrderDetail, OrderList } from './orders';
import { ProductForm, ProductList } from './products';
import { PromoCodeForm, PromoCodeList } from './promo-codes';
import { SubcategoryForm, SubcategoryList } from './subcategories';
import { UserForm, UserList } from './users';
import { WholesalerForm, WholesalerList } from './wholesalers';
import './admin.css';


const NAV: ReadonlyArray<{ entity: AdminEntity | 'orders' | 'mails'; to: string }> = [
  { entity: 'orders', to: adminPaths.orders },
  { entity: 'products', to: adminPaths.products },
  { entity: 'categories', to: adminPaths.categories },
  { entity: 'subcategories', to: adminPaths.subcategories },
  { entity: 'wholesalers', to: adminPaths.wholesalers },
  { entity: 'users', to: adminPaths.users },
  { entity: 'promoCodes', to: adminPaths.promoCodes },
  { entity: 'mails', to: adminPaths.mails },
];

const LISTS = { orders: OrderList, mails: MailList, categories: CategoryList, subcategories: SubcategoryList, products: ProductList, wholesalers: WholesalerList, users: UserList, promoCodes: PromoCodeList };
const FORMS = { categories: CategoryForm, subcategories: SubcategoryForm, products: ProductForm, wholesalers: WholesalerForm, users: UserForm, promoCodes: PromoCodeForm };

/** The staff's working area: a navigation rail, the sign-out, and the page of the path. */
export function AdminArea() {
  const { t } = useTranslation();
  usePageTitle(t('admin.title'));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useAdminSignOut();
  const page = matchAdminPage(pathname);

  const onSignOut = () => {
    signOut.mutate(undefined, { onSettled: () => navigate(adminPaths.login, { replace: true }) });
  };

  let content;
  if (!page) content = <p className="admin-panel">{t('notFound.title')}</p>;
  else if (page.page === 'dashboard') content = <DashboardPage />;
  else if (page.page === 'order') content = <OrderDetail key={page.id} id={page.id} />;
  else if (page.page === 'list') {
    const List = LISTS[page.entity];
    content = <List />;
  } else {
    const Form = FORMS[page.entity];
    content = <Form key={`${page.entity}-${page.id ?? 'new'}`} id={page.id} />;
  }

  return (
    <div className="admin">
      <div className="container admin__layout">
        <aside className="admin__rail" aria-label={t('admin.title')}>
          <NavLink to={adminPaths.dashboard} end className="admin__rail-link admin__rail-link--home">
            {t('admin.dashboard.title')}
          </NavLink>
          <nav className="admin__nav">
            {NAV.map((item) => (
              <NavLink key={item.entity} to={item.to} className="admin__rail-link">
                {t(`admin.entities.${item.entity}`)}
              </NavLink>
            ))}
          </nav>
          <button type="button" className={`${buttonClass('secondary', 'sm')} admin__signout`} onClick={onSignOut} disabled={signOut.isPending}>
            {t('admin.logout')}
          </button>
        </aside>
        <main className="admin__main">{content}</main>
      </div>
    </div>
  );
}
