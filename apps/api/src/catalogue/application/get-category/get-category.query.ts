import { isSlug } from '@mercato/contracts';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { ProductCatalogue } from '../product-catalogue.port.js';

/** A category with its subcategories (the filters of the category page). */
@Injectable()
export class GetCategory {
  constructor(private readonly catalogue: ProductCatalogue) {}

  async execute(slug: string) {
    const found = isSlug(slug) ? await this.catalogue.findCategory(slug) : null;
    if (!found) throw new DomainError('category_not_found');
    return found;
  }
}
