import type { OrderLineView, OrderView, PartStatus } from '../domain/order-view.js';

/** Orders with at least one part in this status (as shown: `undeliverable` included); null for all. */
export type OrderStatusFilter = PartStatus | null;

export interface OrderPageQuery {
  readonly page: number;
  readonly limit: number;
  /** Words of the restaurant's name or e-mail, or the order number. */
  readonly search: string | null;
  readonly status: OrderStatusFilter;
}

export interface UserOrderPageQuery {
  readonly page: number;
  readonly limit: number;
  readonly status: OrderStatusFilter;
}

/** A line as the savings count it: its prices, quantities and its part's status. */
export type SavingsLine = Pick<OrderLineView, 'referencePriceRappen' | 'unitPriceRappen' | 'quantity' | 'confirmedQuantity'> & {
  readonly partStatus: PartStatus;
};

export abstract class OrderReader {
  /**
   * The user's orders, newest first, a page at a time. With `session` (the payload of the
   * request's session, whose user is `userId`), the page may come from a kept copy: never change it.
   */
  abstract forUser(userId: number, query: UserOrderPageQuery, session?: object): Promise<{ items: OrderView[]; total: number }>;
  abstract byId(orderId: number): Promise<OrderView | null>;
  /** Every restaurant's orders, newest first, a page at a time (staff). */
  abstract page(query: OrderPageQuery): Promise<{ items: OrderView[]; total: number }>;
  /** Orders placed since the start of today, Swiss time. */
  abstract countToday(): Promise<number>;
  /** The lines of the user's orders placed at or after `since`, with what the savings need. */
  abstract savingsLines(userId: number, since: Date): Promise<SavingsLine[]>;
}
