import type { OrderView } from '../domain/order-view.js';

export interface OrderPageQuery {
  readonly page: number;
  readonly limit: number;
  /** Words of the restaurant's name or e-mail, or the order number. */
  readonly search: string | null;
}

export abstract class OrderReader {
  /** The user's orders, newest first. */
  abstract forUser(userId: number): Promise<OrderView[]>;
  abstract byId(orderId: number): Promise<OrderView | null>;
  /** Every restaurant's orders, newest first, a page at a time (staff). */
  abstract page(query: OrderPageQuery): Promise<{ items: OrderView[]; total: number }>;
  /** Orders placed since the start of today, Swiss time. */
  abstract countToday(): Promise<number>;
}
