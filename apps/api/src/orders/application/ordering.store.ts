import type { Language } from '@mercato/contracts';
import type { CandidateOffer, OrderableProduct } from '../domain/order-plan.js';
import type { OrderView } from '../domain/order-view.js';

/** The restaurant placing an order, as the order and the purchase orders need it. */
export interface Customer {
  readonly id: number;
  readonly verified: boolean;
  /** Holds an activation (promo) code: the subscription of DESIGN.md. */
  readonly hasActivationCode: boolean;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly restaurantName: string;
  readonly restaurantAddress: string;
}

export interface OrderWholesaler {
  readonly id: number;
  readonly name: string;
  readonly orderEmail: string;
  readonly language: Language;
}

export interface LockedCatalogue {
  readonly products: ReadonlyMap<number, OrderableProduct>;
  readonly offers: readonly CandidateOffer[];
  readonly wholesalers: ReadonlyMap<number, OrderWholesaler>;
}

export interface NewOrderLine {
  readonly productId: number;
  readonly offerId: number;
  readonly name: { readonly fr: string; readonly de: string; readonly it: string };
  readonly unit: 'kg' | 'piece';
  readonly quantity: number;
  readonly unitPriceRappen: number;
  readonly vatRateBasisPoints: number;
  readonly netRappen: number;
}

export interface NewOrderPart {
  readonly wholesalerId: number;
  readonly wholesalerName: string;
  readonly netRappen: number;
  readonly grossRappen: number;
  readonly lines: readonly NewOrderLine[];
}

export interface NewOrder {
  readonly customer: Customer;
  readonly idempotencyKey: string;
  readonly language: Language;
  readonly netRappen: number;
  readonly grossRappen: number;
  readonly parts: readonly NewOrderPart[];
}

/**
 * What placing an order reads and writes, all in the running transaction. The locks make
 * concurrent orders wait for each other: one per customer (double clicks, two tabs), and one
 * per offer (two restaurants after the last units).
 */
export abstract class OrderingStore {
  /** The customer, locked until the transaction ends; null when unknown or deactivated. */
  abstract lockCustomer(userId: number): Promise<Customer | null>;
  abstract orderIdForKey(userId: number, idempotencyKey: string): Promise<number | null>;
  /** The products and every offer for them, offers locked (in id order) until the transaction ends. */
  abstract lockCatalogue(productIds: readonly number[]): Promise<LockedCatalogue>;
  /** Takes the quantities from the offers' stock. */
  abstract takeStock(taken: ReadonlyArray<{ offerId: number; quantity: number }>): Promise<void>;
  /** Saves the order and its parts; answers the order id and each part's id, in the parts' order. */
  abstract save(order: NewOrder): Promise<{ orderId: number; partIds: number[]; placedAt: Date }>;
  abstract linkPartMail(partId: number, mailId: string): Promise<void>;
}

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
