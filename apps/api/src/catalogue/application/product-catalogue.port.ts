import type { Language } from '@mercato/contracts';
import type { Category } from '../domain/category.js';
import type { LocalizedText } from '../domain/localized-text.js';
import type { Product } from '../domain/product.js';

export interface ProductFilter {
  readonly categorySlug: string | null;
  readonly subcategorySlug: string | null;
  /** Folded search text (see foldForSearch), matched inside the name in `language`. */
  readonly search: string | null;
  readonly language: Language;
  readonly page: number;
  readonly limit: number;
}

export interface ProductPage {
  readonly items: Product[];
  readonly total: number;
}

export interface SubcategorySummary {
  readonly id: number;
  readonly slug: string;
  readonly name: LocalizedText;
}

/**
 * Reads of the shop's catalogue. A page of products and all their offers come in two
 * queries whatever the page size (no query per product).
 */
export abstract class ProductCatalogue {
  /** A listing's page: its products without their long descriptions and category names (empty texts; a listing shows neither). */
  abstract findPage(filter: ProductFilter): Promise<ProductPage>;
  abstract findProduct(id: number): Promise<Product | null>;
  /** An active product by its slug (the product page's address). */
  abstract findProductBySlug(slug: string): Promise<Product | null>;
  /** Active products among `ids`, with their offers. */
  abstract findProducts(ids: readonly number[]): Promise<Product[]>;
  abstract findCategory(slug: string): Promise<{ category: Category; subcategories: SubcategorySummary[] } | null>;
}
