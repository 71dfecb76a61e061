import { CartCheckout } from '../../src/cart/application/cart-checkout.port.js';
import type { StoredCartLine } from '../../src/cart/application/cart-repository.port.js';
import { OfferStock, type LockedOffer, type LockedOffers, type OfferWholesaler, type StockedProduct } from '../../src/catalogue/application/offer-stock.port.js';
import { OrderReader, type OrderPageQuery, type SavingsLine, type UserOrderPageQuery } from '../../src/orders/application/order-reader.port.js';
import { OrderingStore, type NewOrder, type NewOrderPartWithMail, type SavedOrder as SavedOrderAnswer } from '../../src/orders/application/ordering-store.port.js';
import type { OrderView } from '../../src/orders/domain/order-view.js';
import { Rows } from './platform.js';

/** The catalogue's offers in memory, for the orders context; records locks and takes. */
export class InMemoryOfferStock extends OfferStock {
  readonly offers = new Rows<LockedOffer>();
  readonly products = new Map<number, StockedProduct>();
  readonly wholesalers = new Map<number, OfferWholesaler>();
  cacheDropped = 0;

  constructor(private readonly locks: string[] = []) {
    super();
  }

  async lockForOrder(productIds: readonly number[]): Promise<LockedOffers> {
    const offers = this.offers.items.filter((o) => productIds.includes(o.productId)).sort((a, b) => a.offerId - b.offerId);
    for (const offer of offers) this.locks.push(`offer ${offer.offerId}`);
    return {
      products: new Map([...this.products].filter(([id]) => productIds.includes(id))),
      offers: offers.map((o) => ({ ...o })),
      wholesalers: new Map(this.wholesalers),
    };
  }

  async readForPlan(productIds: readonly number[]): Promise<LockedOffers> {
    return {
      products: new Map([...this.products].filter(([id]) => productIds.includes(id))),
      offers: this.offers.items.filter((o) => productIds.includes(o.productId)).map((o) => ({ ...o })),
      wholesalers: new Map(this.wholesalers),
    };
  }

  async take(taken: ReadonlyArray<{ readonly offerId: number; readonly quantity: number; readonly priceRappen: number }>): Promise<boolean> {
    this.cacheDropped++;
    const ids = [...new Set(taken.map((t) => t.offerId))].sort((a, b) => a - b);
    for (const id of ids) this.locks.push(`offer ${id}`);
    const unchanged = ids.every((id) => {
      const offer = this.offers.items.find((o) => o.offerId === id);
      const wanted = taken.filter((t) => t.offerId === id);
      const quantity = wanted.reduce((sum, t) => sum + t.quantity, 0);
      return offer !== undefined && offer.sellable && wanted.every((t) => t.priceRappen === offer.priceRappen) && offer.stock >= quantity;
    });
    if (!unchanged) return false;
    this.offers.items = this.offers.items.map((o) => {
      const quantity = taken.filter((t) => t.offerId === o.offerId).reduce((sum, t) => sum + t.quantity, 0);
      if (o.stock - quantity < 0) throw new Error(`offer ${o.offerId} would go below zero`);
      return quantity ? { ...o, stock: o.stock - quantity } : o;
    });
    return true;
  }

  async giveBack(returned: ReadonlyArray<{ readonly offerId: number; readonly quantity: number }>): Promise<void> {
    this.offers.items = this.offers.items.map((o) => {
      const quantity = returned.filter((t) => t.offerId === o.offerId).reduce((sum, t) => sum + t.quantity, 0);
      return quantity ? { ...o, stock: o.stock + quantity } : o;
    });
  }

  async wholesaler(id: number): Promise<OfferWholesaler | null> {
    return this.wholesalers.get(id) ?? null;
  }
}

/** The server carts in memory. */
export class InMemoryCart extends CartCheckout {
  readonly carts = new Rows<{ userId: number; lines: StoredCartLine[] }>();

  given(userId: number, lines: StoredCartLine[]): void {
    this.carts.items = [...this.carts.items.filter((c) => c.userId !== userId), { userId, lines }];
  }

  async lines(userId: number): Promise<StoredCartLine[]> {
    return this.carts.items.find((c) => c.userId === userId)?.lines ?? [];
  }

  async empty(userId: number): Promise<void> {
    this.given(userId, []);
  }
}

type SavedOrder = NewOrder & { id: number; placedAt: Date; parts: NewOrderPartWithMail[]; partIds: number[]; partMails: Record<number, string> };

/** The orders' tables in memory, written by placing an order and read back as the listings do. */
export class InMemoryOrders extends OrderingStore {
  readonly orders = new Rows<SavedOrder>();

  async orderIdForKey(userId: number, idempotencyKey: string): Promise<number | null> {
    return this.orders.items.find((o) => o.customer.id === userId && o.idempotencyKey === idempotencyKey)?.id ?? null;
  }

  async saveOrder(order: NewOrder): Promise<SavedOrderAnswer> {
    const existing = await this.orderIdForKey(order.customer.id, order.idempotencyKey);
    if (existing !== null) return { kind: 'exists', orderId: existing };
    const id = this.orders.items.length + 1;
    const placedAt = new Date('2026-11-22T13:05:00Z');
    this.orders.items.push({ ...order, id, placedAt, parts: [], partIds: [], partMails: {} });
    return { kind: 'saved', orderId: id, placedAt };
  }

  async saveParts(orderId: number, parts: readonly NewOrderPartWithMail[]): Promise<number[]> {
    const order = this.orders.items.find((o) => o.id === orderId)!;
    order.parts = [...parts];
    order.partIds = parts.map((_, i) => orderId * 100 + i);
    for (const [i, part] of parts.entries()) order.partMails[order.partIds[i]!] = part.mailId;
    return order.partIds;
  }

  async linkPartMail(partId: number, mailId: string): Promise<void> {
    const order = this.orders.items.find((o) => o.partIds.includes(partId))!;
    order.partMails[partId] = mailId;
  }

  readonly reader: OrderReader = new InMemoryOrderReader(this);
}

/** The orders as the listings read them back. */
class InMemoryOrderReader extends OrderReader {
  constructor(private readonly store: InMemoryOrders) {
    super();
  }

  private view(o: SavedOrder): OrderView {
    return {
      id: o.id,
      userId: o.customer.id,
      status: 'placed',
      placedAt: o.placedAt,
      restaurantName: o.customer.restaurantName,
      email: o.customer.email,
      restaurantAddress: o.customer.restaurantAddress,
      phone: o.customer.phone,
      contactName: `${o.customer.firstName} ${o.customer.lastName}`,
      note: o.note,
      parts: o.parts.map((p, i) => ({
        id: o.partIds[i]!,
        wholesalerId: p.wholesalerId,
        wholesalerName: p.wholesalerName,
        status: 'pending',
        deliveryDate: p.deliveryDate,
        feeRappen: p.feeRappen,
        note: p.note,
        answer: null,
        // As the SQL reader reads them back: the line's own fields, nothing of the offer.
        lines: p.lines.map((l) => ({
          productId: l.productId,
          name: l.name,
          unit: l.unit,
          quantity: l.quantity,
          unitPriceRappen: l.unitPriceRappen,
          vatRateBasisPoints: l.vatRateBasisPoints,
          netRappen: l.netRappen,
          referencePriceRappen: l.referencePriceRappen,
          confirmedQuantity: null,
        })),
      })),
    };
  }

  async forUser(userId: number, { page, limit }: UserOrderPageQuery): Promise<{ items: OrderView[]; total: number }> {
    const all = this.store.orders.items.filter((o) => o.customer.id === userId).map((o) => this.view(o)).reverse();
    return { items: all.slice((page - 1) * limit, page * limit), total: all.length };
  }

  async byId(orderId: number): Promise<OrderView | null> {
    const order = this.store.orders.items.find((o) => o.id === orderId);
    return order ? this.view(order) : null;
  }

  async page({ page, limit }: OrderPageQuery): Promise<{ items: OrderView[]; total: number }> {
    const all = this.store.orders.items.map((o) => this.view(o)).reverse();
    return { items: all.slice((page - 1) * limit, page * limit), total: all.length };
  }

  async countToday(): Promise<number> {
    return this.store.orders.items.length;
  }

  async savingsLines(userId: number, since: Date): Promise<SavingsLine[]> {
    return this.store.orders.items
      .filter((o) => o.customer.id === userId && o.placedAt.getTime() >= since.getTime())
      .flatMap((o) => o.parts.flatMap((p) => p.lines.map((l) => ({ ...l, confirmedQuantity: null, partStatus: 'pending' as const }))));
  }
}
