import type { Language, ProductUnit } from '@mercato/contracts';

/** A product as an order records it (names and VAT as they are now). */
export interface StockedProduct {
  readonly id: number;
  readonly active: boolean;
  readonly name: { readonly fr: string; readonly de: string; readonly it: string };
  readonly unit: ProductUnit;
  readonly vatRateBasisPoints: number;
}

/** One wholesaler's offer of a product, locked for the running transaction. */
export interface LockedOffer {
  readonly offerId: number;
  readonly productId: number;
  readonly wholesalerId: number;
  readonly priceRappen: number;
  readonly stock: number;
  /** The offer and its wholesaler are both active. */
  readonly sellable: boolean;
}

/** The wholesaler of an offer: where its purchase order goes, in its language, and its terms. */
export interface OfferWholesaler {
  readonly id: number;
  readonly name: string;
  readonly orderEmail: string;
  readonly language: Language;
  /** 0 = no minimum. */
  readonly minOrderRappen: number;
  /** Added to a part below the minimum; null = such a part is not allowed. */
  readonly deliveryFeeRappen: number | null;
  /** ISO weekdays, 1 = Monday. */
  readonly deliveryDays: readonly number[];
  /** `HH:MM`, Swiss time. */
  readonly cutoff: string;
  readonly leadDays: number;
  /** `1000-1299, 1400`; '' = everywhere. */
  readonly postcodes: string;
}

export interface LockedOffers {
  readonly products: ReadonlyMap<number, StockedProduct>;
  readonly offers: readonly LockedOffer[];
  readonly wholesalers: ReadonlyMap<number, OfferWholesaler>;
}

/**
 * The stock of the wholesalers' offers, for the orders context (which never names the
 * catalogue's tables). Every method joins the running transaction.
 */
export abstract class OfferStock {
  /**
   * The products and every offer for them, with their wholesalers. The offers stay locked
   * until the transaction ends, taken in id order so that two orders never deadlock. Every lock
   * on offers is NO KEY UPDATE: it never waits for the key-share locks of rows that name an
   * offer (a purchase-order line written before the stock is taken).
   */
  abstract lockForOrder(productIds: readonly number[]): Promise<LockedOffers>;
  /**
   * The same as `lockForOrder` without locking anything: what a basket plan reads (shown
   * before ordering, and first when ordering). Always the latest committed rows.
   */
  abstract readForPlan(productIds: readonly number[]): Promise<LockedOffers>;
  /**
   * Takes the quantities from the offers' stock, locking them in id order, if every offer is
   * still active, at the price given, and holds the quantity; else takes nothing and answers
   * false. Cached catalogue answers go once the transaction commits.
   */
  abstract take(taken: ReadonlyArray<{ readonly offerId: number; readonly quantity: number; readonly priceRappen: number }>): Promise<boolean>;
  /**
   * Puts quantities back into the offers' stock (a part cancelled, rejected or confirmed with
   * less); offers deleted since are skipped. Locks the offers in id order, as ordering does.
   */
  abstract giveBack(returned: ReadonlyArray<{ readonly offerId: number; readonly quantity: number }>): Promise<void>;
  /** A wholesaler as a purchase order needs it now (address, language, terms); null when it is gone. */
  abstract wholesaler(id: number): Promise<OfferWholesaler | null>;
}
