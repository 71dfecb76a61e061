import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { CatalogueAdminStore } from './application/admin/catalogue-admin-store.port.js';
import { ImportPriceList } from './application/admin/import-price-list/import-price-list.command.js';
import { ManageCategories } from './application/admin/manage-categories.service.js';
import { ManageProducts } from './application/admin/manage-products.service.js';
import { CountCatalogue } from './application/admin/count-catalogue/count-catalogue.query.js';
import { ManageWholesalers } from './application/admin/manage-wholesalers.service.js';
import { PriceListStore } from './application/admin/price-list-store.port.js';
import { AdminCategoriesController } from './infrastructure/http/admin/admin-categories.controller.js';
import { AdminProductsController } from './infrastructure/http/admin/admin-products.controller.js';
import { AdminWholesalersController } from './infrastructure/http/admin/admin-wholesalers.controller.js';
import { SqlCatalogueAdminStore } from './infrastructure/persistence/admin/sql.catalogue-admin-store.js';
import { SqlPriceListStore } from './infrastructure/persistence/admin/sql.price-list-store.js';

/**
 * The staff's side of the catalogue (`/api/v1/admin/...`, behind the admin guard): categories,
 * products and their offers, wholesalers and their CSV price lists, and the catalogue's
 * figures for the back office's dashboard.
 */
@Module({
  // Who changed a price is an account: read through the accounts' AccountDirectory.
  imports: [AccountsModule],
  controllers: [AdminCategoriesController, AdminProductsController, AdminWholesalersController],
  providers: [
    ManageCategories,
    ManageProducts,
    ManageWholesalers,
    ImportPriceList,
    CountCatalogue,
    { provide: CatalogueAdminStore, useClass: SqlCatalogueAdminStore },
    { provide: PriceListStore, useClass: SqlPriceListStore },
  ],
  exports: [CountCatalogue],
})
export class CatalogueAdminModule {}
