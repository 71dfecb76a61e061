export { CategoriesSection } from './components/categories-section';
export { CategoryPage } from './components/category-page';
export { SearchPage } from './components/search-page';
export type { ProductAction } from './components/product-card';
