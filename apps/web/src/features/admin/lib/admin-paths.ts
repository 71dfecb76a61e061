import { paths } from '../../../shared/config/paths';

/** The admin area's pages: the SPEC.md routes (dashboard, create forms) plus the management lists. */
export const adminPaths = {
  dashboard: paths.admin.dashboard,
  login: paths.admin.login,
  categories: '/admin/categories',
  category: (id: number) => `/admin/categories/${id}`,
  addCategory: paths.admin.addCategory,
  subcategories: '/admin/subcategories',
  subcategory: (id: number) => `/admin/subcategories/${id}`,
  addSubcategory: paths.admin.addSubcategory,
  products: '/admin/products',
  product: (id: number) => `/admin/products/${id}`,
  addProduct: paths.admin.addProduct,
  wholesalers: '/admin/wholesalers',
  wholesaler: (id: number) => `/admin/wholesalers/${id}`,
  addWholesaler: '/admin/wholesalers/new',
  users: '/admin/users',
  user: (id: number) => `/admin/users/${id}`,
  addUser: paths.admin.addUser,
  promoCodes: '/admin/promo-codes',
  promoCode: (id: number) => `/admin/promo-codes/${id}`,
  addPromo: paths.admin.addPromo,
  orders: '/admin/orders',
  order: (id: number) => `/admin/orders/${id}`,
  mails: '/admin/mails',
} as const;

export type AdminPage =
  | { page: 'dashboard' }
  | { page: 'list'; entity: AdminEntity | 'orders' | 'mails' }
  /** One order, read-only, with its purchase orders. */
  | { page: 'order'; id: number }
  | { page: 'form'; entity: AdminEntity; id: number | null };

export type AdminEntity = 'categories' | 'subcategories' | 'products' | 'wholesalers' | 'users' | 'promoCodes';

const CREATE: Record<string, AdminEntity> = {
  [paths.admin.addCategory]: 'categories',
  [paths.admin.addSubcategory]: 'subcategories',
  [paths.admin.addProduct]: 'products',
  [paths.admin.addUser]: 'users',
  [paths.admin.addPromo]: 'promoCodes',
  '/admin/wholesalers/new': 'wholesalers',
};

const LISTS: Record<string, AdminEntity> = {
  categories: 'categories',
  subcategories: 'subcategories',
  products: 'products',
  wholesalers: 'wholesalers',
  users: 'users',
  'promo-codes': 'promoCodes',
};

/** Which admin page a path shows; null for an unknown one. */
export function matchAdminPage(pathname: string): AdminPage | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === paths.admin.dashboard) return { page: 'dashboard' };
  // Orders are read-only: a list, and each order's detail, no form.
  if (path === '/admin/orders') return { page: 'list', entity: 'orders' };
  const order = /^\/admin\/orders\/(\d{1,9})$/.exec(path);
  if (order) return { page: 'order', id: Number(order[1]) };
  // Mails in trouble: a list with "send again", no form.
  if (path === '/admin/mails') return { page: 'list', entity: 'mails' };
  const created = CREATE[path];
  if (created) return { page: 'form', entity: created, id: null };
  const [, admin, list, id, extra] = path.split('/');
  const entity = list ? LISTS[list] : undefined;
  if (admin !== 'admin' || !entity || extra !== undefined) return null;
  if (id === undefined) return { page: 'list', entity };
  return /^\d{1,9}$/.test(id) ? { page: 'form', entity, id: Number(id) } : null;
}
