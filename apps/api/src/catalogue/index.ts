/** The catalogue context's face: the module and the use cases other contexts may use. */
export { CatalogueModule } from './catalogue.module.js';
export { FindProducts } from './application/find-products/find-products.query.js';
export { ManageCategories } from './application/admin/manage-categories.js';
export { ManageProducts, type ProductDetail } from './application/admin/manage-products.js';
export { CountCatalogue, ManageWholesalers } from './application/admin/manage-wholesalers.js';
export { ImportPriceList } from './application/admin/import-price-list.js';
export type { CategoryView, PriceChangeView, ProductView, SubcategoryView, WholesalerView } from './application/admin/catalogue-admin.store.js';
export type { AcceptedLine, PriceListPlan } from './domain/price-list.js';
