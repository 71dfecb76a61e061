/** The catalogue context's face: what the rest of the API may use. */
export { CatalogueModule } from './catalogue.module.js';
export { CatalogueAdminModule } from './catalogue-admin.module.js';
export { FindProducts } from './application/find-products/find-products.query.js';
export { CountCatalogue } from './application/admin/count-catalogue/count-catalogue.query.js';
export { OfferStock, type LockedOffers, type OfferWholesaler } from './application/offer-stock.port.js';
