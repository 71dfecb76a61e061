import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryRepository } from './application/category-repository.port.js';
import { ListCategories } from './application/list-categories/list-categories.query.js';
import { FindProducts } from './application/find-products/find-products.query.js';
import { GetCategory } from './application/get-category/get-category.query.js';
import { GetProduct } from './application/get-product/get-product.query.js';
import { ListProducts } from './application/list-products/list-products.query.js';
import { OfferStock } from './application/offer-stock.port.js';
import { ProductCatalogue } from './application/product-catalogue.port.js';
import { FavouriteStore } from './application/favourites/favourite-store.port.js';
import { ManageFavourites } from './application/favourites/manage-favourites.service.js';
import { FavouritesController } from './infrastructure/http/favourites.controller.js';
import { SqlFavouriteStore } from './infrastructure/persistence/sql.favourite-store.js';
import { CatalogueV1Controller } from './infrastructure/http/catalogue-v1.controller.js';
import { CategoryController } from './infrastructure/http/category.controller.js';
import { SqlOfferStock } from './infrastructure/persistence/sql.offer-stock.js';
import { SqlProductCatalogue } from './infrastructure/persistence/sql.product-catalogue.js';
import { CategoryOrmEntity } from './infrastructure/persistence/category.orm-entity.js';
import { TypeOrmCategoryRepository } from './infrastructure/persistence/typeorm.category-repository.js';
import { DemoCatalogueSeeder } from './infrastructure/seed/demo-catalogue.seeder.js';

/** The shop's catalogue: categories, products with their lowest price, search, favourites, the demo catalogue. */
@Module({
  imports: [TypeOrmModule.forFeature([CategoryOrmEntity])],
  controllers: [CategoryController, CatalogueV1Controller, FavouritesController],
  providers: [
    ListCategories,
    ListProducts,
    GetProduct,
    GetCategory,
    FindProducts,
    ManageFavourites,
    { provide: FavouriteStore, useClass: SqlFavouriteStore },
    { provide: ProductCatalogue, useClass: SqlProductCatalogue },
    DemoCatalogueSeeder,
    { provide: CategoryRepository, useClass: TypeOrmCategoryRepository },
    { provide: OfferStock, useClass: SqlOfferStock },
  ],
  exports: [FindProducts, OfferStock],
})
export class CatalogueModule {}
