import { Injectable } from '@nestjs/common';
import { isSlug } from '@mercato/contracts';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { Product } from '../../domain/product.js';
import { ProductCatalogue } from '../product-catalogue.port.js';

@Injectable()
export class GetProduct {
  constructor(private readonly catalogue: ProductCatalogue) {}

  async execute(id: number): Promise<Product> {
    const product = await this.catalogue.findProduct(id);
    if (!product) throw new DomainError('product_not_found');
    return product;
  }

  /** The product page's product: active, by its slug; anything else is not found. */
  async bySlug(slug: string): Promise<Product> {
    const product = isSlug(slug) ? await this.catalogue.findProductBySlug(slug) : null;
    if (!product) throw new DomainError('product_not_found');
    return product;
  }
}
