/** A wholesaler's price (integer rappen) and stock for one product. */
export interface Offer {
  readonly offerId: number;
  readonly wholesalerId: number;
  readonly priceRappen: number;
  readonly stock: number;
  readonly active: boolean;
  /** The wholesaler itself may be deactivated, which takes all its offers off the shop. */
  readonly wholesalerActive: boolean;
}

export function isSellable(offer: Offer): boolean {
  return offer.active && offer.wholesalerActive && offer.stock > 0 && offer.priceRappen > 0;
}

/**
 * DESIGN.md: the price shown for a product is its cheapest active, in-stock offer. Ties go to
 * the wholesaler with the smaller id, so the choice is stable between page loads.
 */
export function lowestOffer(offers: readonly Offer[]): Offer | null {
  let best: Offer | null = null;
  for (const offer of offers) {
    if (!isSellable(offer)) continue;
    if (
      !best ||
      offer.priceRappen < best.priceRappen ||
      (offer.priceRappen === best.priceRappen && offer.wholesalerId < best.wholesalerId)
    ) {
      best = offer;
    }
  }
  return best;
}
