import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import type { Product } from '../../domain/product.js';
import { ProductCatalogue } from '../product-catalogue.port.js';
import { FavouriteStore } from './favourite-store.port.js';

/**
 * Favourites (DESIGN.md "The order loop"): a signed-in user's star on a product. Marking and
 * unmarking are idempotent; only a product the shop shows can be marked. The list holds the
 * products the shop still shows, with their prices now.
 */
@Injectable()
export class ManageFavourites {
  constructor(
    private readonly favourites: FavouriteStore,
    private readonly catalogue: ProductCatalogue,
  ) {}

  async add(user: SessionUserInfo | null, productId: number): Promise<void> {
    const id = signedIn(user);
    if (!(await this.catalogue.findProduct(productId))) throw new DomainError('product_not_found');
    await this.favourites.add(id, productId);
  }

  async remove(user: SessionUserInfo | null, productId: number): Promise<void> {
    const id = signedIn(user);
    // A mark on a product taken off the shop since can still be removed.
    if (await this.favourites.remove(id, productId)) return;
    if (!(await this.catalogue.findProduct(productId))) throw new DomainError('product_not_found');
  }

  async list(user: SessionUserInfo | null): Promise<Product[]> {
    const ids = await this.favourites.productIds(signedIn(user));
    if (!ids.length) return [];
    const products = new Map((await this.catalogue.findProducts(ids)).map((p) => [p.props.id, p]));
    return ids.flatMap((productId) => products.get(productId) ?? []);
  }
}

function signedIn(user: SessionUserInfo | null): number {
  if (!user) throw new DomainError('unauthorized');
  return user.id;
}
