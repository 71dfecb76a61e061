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

/**
 * A listing's page as the API answers its items: a JSON array of product summaries (the
 * presenter's `ProductSummaryDto`, keys in its order, lowest sellable offer as `lowestOffer`),
 * written by the database in the query that finds the page. A listing is the hottest uncached
 * read; building a `Product` per row, presenting and serialising it cost as much CPU as the
 * rest of the request (issue 16). `listing-json.integration-spec` holds it to the presenter.
 */
export interface ListingPage {
  readonly itemsJson: string;
  readonly total: number;
}

export interface SubcategorySummary {
  readonly id: number;
  readonly slug: string;
  readonly name: LocalizedText;
}

/**
 * Reads of the shop's catalogue. A page of products and all their offers come in one query
 * whatever the page size (no query per product).
 */
export abstract class ProductCatalogue {
  /** A listing's page, its items already written as the API's JSON (see ListingPage). */
  abstract findListingPage(filter: ProductFilter): Promise<ListingPage>;
  abstract findProduct(id: number): Promise<Product | null>;
  /** An active product by its slug (the product page's address). */
  abstract findProductBySlug(slug: string): Promise<Product | null>;
  /** Active products among `ids`, with their offers. */
  abstract findProducts(ids: readonly number[]): Promise<Product[]>;
  abstract findCategory(slug: string): Promise<{ category: Category; subcategories: SubcategorySummary[] } | null>;
}
