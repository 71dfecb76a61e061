export { CategoriesSection } from './components/categories-section';
export { CategoryPage } from './components/category-page';
