export { CategoriesSection } from './components/categories-section';
export { CategoryPage } from './components/category-page';
export { SearchPage } from './components/search-page';
export { ProductPage } from './components/product-page';
export { FavouritesPage } from './components/favourites-page';
export type { ProductAction } from './components/product-card';
