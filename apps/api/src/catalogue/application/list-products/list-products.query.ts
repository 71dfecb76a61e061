import { Injectable } from '@nestjs/common';
import { resolveLanguage , isSlug } from '@mercato/contracts';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { foldForSearch, SEARCH_MAX_LENGTH } from '../../domain/search.js';
import { ProductCatalogue, type ListingPage } from '../product-catalogue.port.js';

export interface ListProductsInput {
  readonly category?: string;
  readonly subcategory?: string;
  readonly q?: string;
  readonly lang?: string;
  readonly page?: number;
  readonly limit?: number;
}

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** Products of a category or subcategory, or found by name, one page at a time. */
@Injectable()
export class ListProducts {
  constructor(private readonly catalogue: ProductCatalogue) {}

  async execute(input: ListProductsInput): Promise<ListingPage & { page: number; limit: number }> {
    const page = input.page ?? 1;
    const limit = input.limit ?? DEFAULT_PAGE_SIZE;
    for (const slug of [input.category, input.subcategory]) {
      if (slug !== undefined && !isSlug(slug)) throw new DomainError('invalid_data', { field: 'slug' });
    }
    const search = input.q === undefined ? '' : foldForSearch(input.q);
    if (search.length > SEARCH_MAX_LENGTH) throw new DomainError('invalid_data', { field: 'q' });
    const result = await this.catalogue.findListingPage({
      categorySlug: input.category ?? null,
      subcategorySlug: input.subcategory ?? null,
      search: search || null,
      language: resolveLanguage(input.lang),
      page,
      limit,
    });
    return { ...result, page, limit };
  }
}
