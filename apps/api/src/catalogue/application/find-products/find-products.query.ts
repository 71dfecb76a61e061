import { Injectable } from '@nestjs/common';
import type { Product } from '../../domain/product.js';
import { ProductCatalogue } from '../product-catalogue.port.js';

/** Products by id with their offers, for other contexts (cart, orders): one read for all. */
@Injectable()
export class FindProducts {
  constructor(private readonly catalogue: ProductCatalogue) {}

  async byIds(ids: readonly number[]): Promise<Map<number, Product>> {
    const products = ids.length ? await this.catalogue.findProducts([...new Set(ids)]) : [];
    return new Map(products.map((p) => [p.props.id, p]));
  }
}
