import type { Language, ProductUnit } from '@mercato/contracts';
import type { Page, PageRequest } from '../../../shared/domain/paging.js';
import type { RemovalOutcome } from '../../../shared/domain/removal.js';
import type { CategoryDraft, OfferDraft, ProductDraft, SubcategoryDraft, WholesalerDraft, WholesalerTerms } from '../../domain/catalogue-drafts.js';
import type { LocalizedText } from '../../domain/localized-text.js';

export interface CategoryView {
  readonly id: number;
  readonly slug: string;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  readonly imageKey: string | null;
  readonly subcategoryCount: number;
  readonly productCount: number;
}

export interface SubcategoryView {
  readonly id: number;
  readonly categoryId: number;
  readonly categoryName: LocalizedText;
  readonly slug: string;
  readonly name: LocalizedText;
  readonly productCount: number;
}

export interface OfferView {
  readonly wholesalerId: number;
  readonly wholesalerName: string;
  readonly wholesalerActive: boolean;
  readonly priceRappen: number;
  readonly stock: number;
  readonly active: boolean;
  readonly updatedAt: Date;
}

export interface ProductView {
  readonly id: number;
  readonly subcategoryId: number;
  readonly categoryId: number;
  readonly slug: string;
  readonly name: LocalizedText;
  readonly shortDescription: LocalizedText;
  readonly description: LocalizedText;
  readonly packDescription: LocalizedText;
  readonly imageKey: string | null;
  readonly unit: ProductUnit;
  readonly vatRateBasisPoints: number;
  readonly active: boolean;
  readonly offers: OfferView[];
}

export interface WholesalerView extends WholesalerTerms {
  readonly id: number;
  readonly name: string;
  readonly orderEmail: string;
  readonly language: Language;
  readonly active: boolean;
  readonly offerCount: number;
}

export interface PriceChangeView {
  readonly wholesalerId: number;
  readonly wholesalerName: string;
  readonly oldPriceRappen: number | null;
  readonly newPriceRappen: number;
  readonly oldStock: number | null;
  readonly newStock: number;
  readonly source: 'manual' | 'import';
  /** The e-mail of the staff member who made the change (null once that account is gone). */
  readonly changedBy: string | null;
  readonly changedAt: Date;
}

/** A price change as the catalogue keeps it: who made it is an account id (the accounts' data). */
export type StoredPriceChange = Omit<PriceChangeView, 'changedBy'> & { readonly changedById: number | null };

export interface CatalogueCountsView {
  readonly products: number;
  readonly categories: number;
  readonly subcategories: number;
  readonly wholesalers: number;
}

/**
 * The catalogue as staff edit it. Every method joins the running transaction; a taken slug
 * is `slug_already_exists`.
 */
export abstract class CatalogueAdminStore {
  abstract counts(): Promise<CatalogueCountsView>;

  abstract listCategories(page: PageRequest): Promise<Page<CategoryView>>;
  abstract findCategory(id: number): Promise<CategoryView | null>;
  abstract createCategory(draft: CategoryDraft): Promise<number>;
  abstract updateCategory(id: number, draft: CategoryDraft): Promise<void>;
  abstract setCategoryImage(id: number, imageKey: string): Promise<void>;
  abstract deleteCategory(id: number): Promise<void>;

  abstract listSubcategories(page: PageRequest, categoryId: number | null): Promise<Page<SubcategoryView>>;
  abstract findSubcategory(id: number): Promise<SubcategoryView | null>;
  abstract createSubcategory(draft: SubcategoryDraft): Promise<number>;
  abstract updateSubcategory(id: number, draft: SubcategoryDraft): Promise<void>;
  abstract deleteSubcategory(id: number): Promise<void>;

  /** Sorted by the name in `language`, accents and case aside. */
  abstract listProducts(page: PageRequest, subcategoryId: number | null, language: Language): Promise<Page<ProductView>>;
  abstract findProduct(id: number): Promise<ProductView | null>;
  abstract createProduct(draft: ProductDraft): Promise<number>;
  abstract updateProduct(id: number, draft: ProductDraft): Promise<void>;
  abstract setProductImage(id: number, imageKey: string): Promise<void>;
  /** Deletes the product, or deactivates it when orders refer to it. */
  abstract removeProduct(id: number): Promise<RemovalOutcome>;
  abstract saveOffer(productId: number, wholesalerId: number, offer: OfferDraft): Promise<void>;
  abstract deleteOffer(productId: number, wholesalerId: number): Promise<boolean>;
  abstract logPriceChange(change: {
    productId: number;
    wholesalerId: number;
    old: { priceRappen: number; stock: number } | null;
    priceRappen: number;
    stock: number;
    changedBy: number;
  }): Promise<void>;
  abstract priceLog(productId: number, limit: number): Promise<StoredPriceChange[]>;

  abstract listWholesalers(page: PageRequest): Promise<Page<WholesalerView>>;
  abstract findWholesaler(id: number): Promise<WholesalerView | null>;
  abstract createWholesaler(draft: WholesalerDraft): Promise<number>;
  abstract updateWholesaler(id: number, draft: WholesalerDraft): Promise<void>;
  /** Deletes the wholesaler with its offers, or deactivates it when orders refer to it. */
  abstract removeWholesaler(id: number): Promise<RemovalOutcome>;
}
