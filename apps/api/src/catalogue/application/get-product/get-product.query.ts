import { Injectable } from '@nestjs/common';
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
}
