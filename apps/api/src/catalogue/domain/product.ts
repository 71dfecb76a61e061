import type { ProductUnit } from '@mercato/contracts';
import type { LocalizedText } from './localized-text.js';
import { isSellable, lowestOffer, type Offer } from './offer.js';

export interface ProductProps {
  readonly id: number;
  readonly slug: string;
  readonly categorySlug: string;
  readonly subcategorySlug: string;
  /** Its category's name (the product page's way back to it). */
  readonly categoryName: LocalizedText;
  readonly name: LocalizedText;
  readonly shortDescription: LocalizedText;
  readonly description: LocalizedText;
  /** How one unit is packed ("carton de 6 x 75 cl"); empty where the unit says it all. */
  readonly packDescription: LocalizedText;
  readonly imageKey: string | null;
  readonly unit: ProductUnit;
  /** Swiss VAT rate in basis points (260 = 2.6 %). */
  readonly vatRateBasisPoints: number;
}

/** A product with its offers; what the shop shows is its lowest sellable offer. */
export class Product {
  readonly bestOffer: Offer | null;

  constructor(
    readonly props: ProductProps,
    readonly offers: readonly Offer[],
  ) {
    this.bestOffer = lowestOffer(offers);
  }

  get available(): boolean {
    return this.bestOffer !== null;
  }

  /** The lowest and the highest price of the sellable offers (rappen); null when none. */
  get priceRange(): { readonly lowest: number; readonly highest: number } | null {
    const prices = this.offers.filter(isSellable).map((o) => o.priceRappen);
    return prices.length ? { lowest: Math.min(...prices), highest: Math.max(...prices) } : null;
  }

  /**
   * What all sellable offers hold together: the most a cart line may ask for, since the basket
   * plan splits a line over wholesalers when none holds it alone (DESIGN.md "The order loop").
   */
  get totalStock(): number {
    return Math.round(this.offers.filter(isSellable).reduce((sum, o) => sum + o.stock, 0) * 1000) / 1000;
  }
}
