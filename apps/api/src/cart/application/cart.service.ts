import { Injectable } from '@nestjs/common';
import { rappenToChf } from '@mercato/contracts';
import { FindProducts } from '../../catalogue/index.js';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../shared/domain/session-user.js';
import { cartQuantity, MAX_CART_LINES } from '../domain/cart-quantity.js';
import { CartRepository, type StoredCartLine } from './cart.repository.js';

/** A cart line as SPEC.md section 3 names it, with the product's current lowest price. */
export interface CartLineView {
  readonly product_id: number;
  readonly name_fr: string;
  readonly name_de: string;
  readonly name_it: string;
  /** CHF per unit at the lowest offer now; null when the product cannot be bought now. */
  readonly price: number | null;
  readonly quantity: number;
  readonly image: string | null;
  readonly short_description_fr: string;
  readonly unit: 'kg' | 'piece';
  readonly vat_rate: number;
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
          product_id: p.id,
          name_fr: p.name.fr,
          name_de: p.name.de,
          name_it: p.name.it,
          price: best ? rappenToChf(best.priceRappen) : null,
          quantity: line.quantity,
          image: p.imageKey ? `/media/${p.imageKey}` : null,
          short_description_fr: p.shortDescription.fr,
          unit: p.unit,
          vat_rate: p.vatRateBasisPoints / 100,
          stock: best ? best.stock : null,
          available: best !== null,
        },
      ];
    });
  }

  /**
   * Replaces the cart. Only verified accounts may hold items (an empty cart is always fine);
   * each line names an available product once, in a quantity of its unit within stock.
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
      if (quantity > product.bestOffer.stock) {
        throw new DomainError('insufficient_stock', { productId: product.props.id, stock: product.bestOffer.stock });
      }
      return { productId: product.props.id, quantity };
    });
    await this.uow.run(() => this.carts.replace(userId, lines));
  }
}
