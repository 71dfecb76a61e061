import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryRepository } from './application/category.repository.js';
import { ListCategories } from './application/list-categories/list-categories.query.js';
import { FindProducts } from './application/find-products/find-products.query.js';
import { GetCategory } from './application/get-category/get-category.query.js';
import { GetProduct } from './application/get-product/get-product.query.js';
import { ListProducts } from './application/list-products/list-products.query.js';
import { ProductCatalogue } from './application/product-catalogue.js';
import { CatalogueV1Controller } from './infrastructure/http/catalogue-v1.controller.js';
import { CategoryController } from './infrastructure/http/category.controller.js';
import { SqlProductCatalogue } from './infrastructure/persistence/sql-product-catalogue.js';
import { CategoryOrmEntity } from './infrastructure/persistence/category.orm-entity.js';
import { TypeOrmCategoryRepository } from './infrastructure/persistence/typeorm-category.repository.js';
import { DemoCatalogueSeeder } from './infrastructure/seed/demo-catalogue.seeder.js';
import { CatalogueAdminStore } from './application/admin/catalogue-admin.store.js';
import { ImportPriceList } from './application/admin/import-price-list.js';
import { ManageCategories } from './application/admin/manage-categories.js';
import { ManageProducts } from './application/admin/manage-products.js';
import { CountCatalogue, ManageWholesalers } from './application/admin/manage-wholesalers.js';
import { PriceListStore } from './application/admin/price-list.store.js';
import { SqlCatalogueAdminStore } from './infrastructure/persistence/admin/sql-catalogue-admin.store.js';
import { SqlPriceListStore } from './infrastructure/persistence/admin/sql-price-list.store.js';

/** The admin side of the catalogue: its use cases serve the admin context's controllers. */
const ADMIN_USE_CASES = [ManageCategories, ManageProducts, ManageWholesalers, CountCatalogue, ImportPriceList];

@Module({
  imports: [TypeOrmModule.forFeature([CategoryOrmEntity])],
  controllers: [CategoryController, CatalogueV1Controller],
  providers: [
    ListCategories,
    ListProducts,
    GetProduct,
    GetCategory,
    FindProducts,
    { provide: ProductCatalogue, useClass: SqlProductCatalogue },
    DemoCatalogueSeeder,
    { provide: CategoryRepository, useClass: TypeOrmCategoryRepository },
    ...ADMIN_USE_CASES,
    { provide: CatalogueAdminStore, useClass: SqlCatalogueAdminStore },
    { provide: PriceListStore, useClass: SqlPriceListStore },
  ],
  exports: [...ADMIN_USE_CASES, DemoCatalogueSeeder, FindProducts],
})
export class CatalogueModule {}
