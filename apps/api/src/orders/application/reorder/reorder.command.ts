import { Injectable } from '@nestjs/common';
import { CartService, type CartAddRefusal, type CartLineView } from '../../../cart/index.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import type { OrderView } from '../../domain/order-view.js';
import { OrderReader } from '../order-reader.port.js';

export interface ReorderResult {
  /** The cart after adding, as get_cart shows it (at today's lowest prices). */
  readonly items: CartLineView[];
  readonly skipped: Array<{ productId: number; reason: CartAddRefusal }>;
}

/**
 * "Order again" (DESIGN.md "The order loop"): the order's lines go into the server cart, each
 * product once with what was ordered of it (a line split over wholesalers counts whole), at
 * today's prices (the cart always shows the lowest offer now). Nothing is ordered: the
 * restaurant sees the basket plan and orders from the cart. Another restaurant's order is as
 * unknown as a missing one (404 `order_not_found`).
 */
@Injectable()
export class Reorder {
  constructor(
    private readonly reader: OrderReader,
    private readonly carts: CartService,
  ) {}

  async execute(user: SessionUserInfo | null, orderId: number): Promise<ReorderResult> {
    if (!user) throw new DomainError('unauthorized');
    const order = await this.reader.byId(orderId);
    if (!order || order.userId !== user.id) throw new DomainError('order_not_found');
    const { skipped } = await this.carts.add(user, orderedProducts(order));
    return { items: await this.carts.load(user.id), skipped };
  }
}

/** Each product of the order once, in the order's order, with the whole quantity ordered. */
export function orderedProducts(order: OrderView): Array<{ productId: number; quantity: number }> {
  const quantities = new Map<number, number>();
  for (const line of order.parts.flatMap((p) => p.lines)) {
    quantities.set(line.productId, Math.round(((quantities.get(line.productId) ?? 0) + line.quantity) * 1000) / 1000);
  }
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
}
