import { describe, expect, it } from '@jest/globals';
import { matchAdminPage } from './admin-paths';

describe('admin pages', () => {
  it('maps the SPEC.md routes and the management lists', () => {
    expect(matchAdminPage('/admin')).toEqual({ page: 'dashboard' });
    expect(matchAdminPage('/admin/add-product')).toEqual({ page: 'form', entity: 'products', id: null });
    expect(matchAdminPage('/admin/add-promo/')).toEqual({ page: 'form', entity: 'promoCodes', id: null });
    expect(matchAdminPage('/admin/wholesalers/new')).toEqual({ page: 'form', entity: 'wholesalers', id: null });
    expect(matchAdminPage('/admin/promo-codes')).toEqual({ page: 'list', entity: 'promoCodes' });
    expect(matchAdminPage('/admin/categories/12')).toEqual({ page: 'form', entity: 'categories', id: 12 });
    expect(matchAdminPage('/admin/orders')).toEqual({ page: 'list', entity: 'orders' });
    expect(matchAdminPage('/admin/orders/3')).toEqual({ page: 'order', id: 3 });
  });

  it('knows no other page', () => {
    expect(matchAdminPage('/admin/orders-x')).toBeNull();
    expect(matchAdminPage('/admin/categories/abc')).toBeNull();
    expect(matchAdminPage('/admin/categories/1/edit')).toBeNull();
    expect(matchAdminPage('/admin/orders/abc')).toBeNull();
    expect(matchAdminPage('/admin/orders/3/parts')).toBeNull();
  });
});
