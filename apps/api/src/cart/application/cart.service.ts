import { Injectable } from '@nestjs/common';
import { quantityProblem, type ProductUnit } from '@mercato/contracts';
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

/** Why a line could not be added to the cart. */
export type CartAddRefusal = 'product_inactive' | 'unavailable' | 'insufficient_stock' | 'invalid_quantity' | 'cart_full';

/** The server cart (SPEC.md sections 3, 4, 7): read by its owner, saved whole by a verified owner. */
@Injectable()
export class CartService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly carts: CartRepository,
    private readonly products: FindProducts,
  ) {}

  /** The cart's lines as shown; with `session`, the payload of the request's session when its user owns the cart (see CartRepository.lines). */
  async load(userId: number, session?: object): Promise<CartLineView[]> {
    const lines = await this.carts.lines(userId, session);
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
    // In a transaction: the cart's change stamp is announced in it (see SqlCartRepository).
    await this.uow.run(() => this.carts.replace(userId, lines));
  }

  /**
   * Adds lines to the cart (a repeat order): a product already in it gets the quantity on top,
   * a new one goes at the end. A line is skipped, with its reason, when the product is gone or
   * switched off (`product_inactive`), no wholesaler offers it in stock now (`unavailable`),
   * all of them together hold less than the cart would then ask (`insufficient_stock`), the
   * quantity no longer fits the product's unit (`invalid_quantity`), or the cart already holds
   * its most lines (`cart_full`). The rest is saved in one transaction.
   */
  async add(user: SessionUserInfo, wanted: readonly StoredCartLine[]): Promise<{ skipped: Array<{ productId: number; reason: CartAddRefusal }> }> {
    if (!user.verified && !user.isAdmin) throw new DomainError('email_not_verified');
    return this.uow.run(async () => {
      const lines = [...(await this.carts.lines(user.id))];
      const products = await this.products.byIds(wanted.map((l) => l.productId));
      const skipped: Array<{ productId: number; reason: CartAddRefusal }> = [];
      for (const line of wanted) {
        const product = products.get(line.productId);
        const index = lines.findIndex((l) => l.productId === line.productId);
        const quantity = Math.round(((index >= 0 ? lines[index]!.quantity : 0) + line.quantity) * 1000) / 1000;
        const problem = !product
          ? 'product_inactive'
          : !product.bestOffer
            ? 'unavailable'
            : index < 0 && lines.length >= MAX_CART_LINES
              ? 'cart_full'
              : quantityProblem(product.props.unit, quantity, product.totalStock);
        if (problem === null) {
          if (index >= 0) lines[index] = { productId: line.productId, quantity };
          else lines.push({ productId: line.productId, quantity });
        } else {
          const reason = problem === 'product_inactive' || problem === 'unavailable' || problem === 'cart_full' || problem === 'insufficient_stock' ? problem : 'invalid_quantity';
          skipped.push({ productId: line.productId, reason });
        }
      }
      await this.carts.replace(user.id, lines);
      return { skipped };
    });
  }
}
