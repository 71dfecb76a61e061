import type { ProductUnit } from '@mercato/contracts';
import type { LocalizedText } from './localized-text.js';
import { lowestOffer, type Offer } from './offer.js';

export interface ProductProps {
  readonly id: number;
  readonly slug: string;
  readonly categorySlug: string;
  readonly subcategorySlug: string;
  readonly name: LocalizedText;
  readonly shortDescription: LocalizedText;
  readonly description: LocalizedText;
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
}
