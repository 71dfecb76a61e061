import type { AcceptedLine, CurrentOffer, KnownProduct } from '../../domain/price-list.js';

/** What a price-list import reads and writes; joins the running transaction. */
export abstract class PriceListStore {
  abstract wholesalerExists(id: number): Promise<boolean>;
  /** Products found by id or slug, active or not. */
  abstract products(ids: readonly number[], slugs: readonly string[]): Promise<KnownProduct[]>;
  /** Every product, active or not (to find one by its name in any language). */
  abstract allProducts(): Promise<KnownProduct[]>;
  /** The wholesaler's current offers for these products, by product id (locked when in a transaction). */
  abstract offersOf(wholesalerId: number, productIds: readonly number[]): Promise<Map<number, CurrentOffer>>;
  /** Writes every line and logs every price change in a few statements, whatever the number of lines. */
  abstract apply(wholesalerId: number, lines: readonly AcceptedLine[], changedBy: number): Promise<void>;
}
