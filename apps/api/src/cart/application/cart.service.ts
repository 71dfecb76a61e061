import { Injectable } from '@nestjs/common';
import type { ProductUnit } from '@mercato/contracts';
import { FindProducts } from '../../catalogue/index.js';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../shared/domain/session-user.js';
import { cartQuantity, MAX_CART_LINES } from '../domain/cart-quantity.js';
import { CartRepository, type StoredCartLine } from './cart-repository.port.js';

/** A cart line with the product as it is now and its current lowest price. */
export interface CartLineView {
  readonly productId: number;
  /** The product page's address (`/product/{slug}`). */
  readonly slug: string;
  readonly name: { readonly fr: string; readonly de: string; readonly it: string };
  /** Per unit at the lowest offer now; null when the product cannot be bought now. */
  readonly priceRappen: number | null;
  readonly quantity: number;
  readonly imageKey: string | null;
  readonly shortDescriptionFr: string;
  /** How one unit is packed, per language; empty where the unit says it all. */
  readonly packDescription: { readonly fr: string; readonly de: string; readonly it: string };
  readonly unit: ProductUnit;
  readonly vatRateBasisPoints: number;
  readonly stock: number | null;
  readonly available: boolean;
}

/** The server cart (SPEC.md sections 3, 4, 7): read by its owner, saved whole by a verified owner. */
@Injectable()
export class CartService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly carts: CartRepository,
    private readonly products: FindProducts,
  ) {}

  async load(userId: number): Promise<CartLineView[]> {
    const lines = await this.carts.lines(userId);
    const products = await this.products.byIds(lines.map((l) => l.productId));
    return lines.flatMap((line) => {
      const product = products.get(line.productId);
      if (!product) return []; // removed from the catalogue since
      const p = product.props;
      const best = product.bestOffer;
      return [
        {
          productId: p.id,
          slug: p.slug,
          name: { fr: p.name.fr, de: p.name.de, it: p.name.it },
          priceRappen: best ? best.priceRappen : null,
          quantity: line.quantity,
          imageKey: p.imageKey,
          shortDescriptionFr: p.shortDescription.fr,
          packDescription: { fr: p.packDescription.fr, de: p.packDescription.de, it: p.packDescription.it },
          unit: p.unit,
          vatRateBasisPoints: p.vatRateBasisPoints,
          // What all wholesalers hold together: the basket plan splits a line none holds alone.
          stock: best ? product.totalStock : null,
          available: best !== null,
        },
      ];
    });
  }

  /**
   * Replaces the cart. Only verified accounts may hold items (an empty cart is always fine);
   * each line names an available product once, in a quantity of its unit within the stock
   * all its wholesalers hold together (the basket plan splits what none holds alone).
   */
  async save(user: SessionUserInfo, userId: number, rawItems: unknown): Promise<void> {
    if (!Array.isArray(rawItems)) throw new DomainError('invalid_data', { field: 'items' });
    if (rawItems.length > MAX_CART_LINES) throw new DomainError('invalid_data', { field: 'items' });
    if (rawItems.length > 0 && !user.verified && !user.isAdmin) throw new DomainError('email_not_verified');
    const ids = rawItems.map((item) => {
      const id = (item as { product_id?: unknown } | null)?.product_id;
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw new DomainError('invalid_data', { field: 'product_id' });
      return id;
    });
    if (new Set(ids).size !== ids.length) throw new DomainError('invalid_data', { field: 'product_id' });
    const products = await this.products.byIds(ids);
    const lines: StoredCartLine[] = rawItems.map((item, index) => {
      const product = products.get(ids[index]!);
      if (!product || !product.bestOffer) throw new DomainError('product_unavailable', { productId: ids[index] });
      const quantity = cartQuantity(product.props.unit, (item as { quantity?: unknown }).quantity);
      if (quantity > product.totalStock) {
        throw new DomainError('insufficient_stock', { productId: product.props.id, stock: product.totalStock });
      }
      return { productId: product.props.id, quantity };
    });
    await this.uow.run(() => this.carts.replace(userId, lines));
  }
}
