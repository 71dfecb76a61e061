import { lineNetRappen } from '@mercato/contracts';

/**
 * Placing an order (DESIGN.md): each cart line goes to the cheapest active offer that can
 * deliver the whole quantity now, and the order is split into one purchase order per
 * wholesaler. Before that, what the restaurant saw (prices, quantities) is compared with what
 * holds now; any difference must be shown and confirmed, so nothing is ordered at a price or
 * in a quantity the user did not accept.
 */

export interface CartLine {
  readonly productId: number;
  readonly quantity: number;
}

/** What the user confirmed in the cart: the price shown per unit and the quantity. */
export interface ExpectedLine {
  readonly productId: number;
  readonly priceRappen: number;
  readonly quantity: number;
}

export interface OrderableProduct {
  readonly id: number;
  readonly active: boolean;
  readonly name: { readonly fr: string; readonly de: string; readonly it: string };
  readonly unit: 'kg' | 'piece';
  readonly vatRateBasisPoints: number;
}

export interface CandidateOffer {
  readonly offerId: number;
  readonly productId: number;
  readonly wholesalerId: number;
  readonly priceRappen: number;
  readonly stock: number;
  /** The offer and its wholesaler are both active. */
  readonly sellable: boolean;
}

export type OrderChangeKind = 'price_changed' | 'insufficient_stock' | 'unavailable' | 'cart_changed';

export interface OrderChange {
  readonly productId: number;
  readonly kind: OrderChangeKind;
  /** The price the user saw; null when the line was not in what the user saw. */
  readonly expectedPriceRappen: number | null;
  /** The price it would be ordered at now; null when it cannot be ordered. */
  readonly currentPriceRappen: number | null;
  /** The quantity in the cart. */
  readonly quantity: number;
  /** The most that one wholesaler can deliver now; null when none can. */
  readonly stock: number | null;
}

export interface PlannedLine {
  readonly product: OrderableProduct;
  readonly offerId: number;
  readonly wholesalerId: number;
  readonly quantity: number;
  readonly unitPriceRappen: number;
  readonly netRappen: number;
}

export interface PlannedPart {
  readonly wholesalerId: number;
  readonly lines: readonly PlannedLine[];
}

export type OrderPlan = { readonly ok: true; readonly parts: readonly PlannedPart[] } | { readonly ok: false; readonly changes: readonly OrderChange[] };

const sameAmount = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** The offer a line goes to: the cheapest sellable one holding the whole quantity; ties to the smaller wholesaler id. */
export function offerFor(quantity: number, offers: readonly CandidateOffer[]): CandidateOffer | null {
  let best: CandidateOffer | null = null;
  for (const offer of offers) {
    if (!offer.sellable || offer.priceRappen <= 0 || offer.stock < quantity) continue;
    if (!best || offer.priceRappen < best.priceRappen || (offer.priceRappen === best.priceRappen && offer.wholesalerId < best.wholesalerId)) {
      best = offer;
    }
  }
  return best;
}

export function planOrder(input: {
  readonly cart: readonly CartLine[];
  readonly expected: readonly ExpectedLine[];
  readonly products: ReadonlyMap<number, OrderableProduct>;
  readonly offers: readonly CandidateOffer[];
}): OrderPlan {
  const { cart, expected, products, offers } = input;
  const expectedById = new Map(expected.map((line) => [line.productId, line]));
  const offersByProduct = new Map<number, CandidateOffer[]>();
  for (const offer of offers) offersByProduct.set(offer.productId, [...(offersByProduct.get(offer.productId) ?? []), offer]);

  const changes: OrderChange[] = [];
  const lines: PlannedLine[] = [];
  for (const line of cart) {
    const product = products.get(line.productId);
    const candidates = offersByProduct.get(line.productId) ?? [];
    const seen = expectedById.get(line.productId);
    const sellable = candidates.filter((o) => o.sellable && o.stock > 0 && o.priceRappen > 0);
    const maxStock = sellable.length ? Math.max(...sellable.map((o) => o.stock)) : null;
    const offer = product?.active ? offerFor(line.quantity, candidates) : null;
    const change = (kind: OrderChangeKind): OrderChange => ({
      productId: line.productId,
      kind,
      expectedPriceRappen: seen ? seen.priceRappen : null,
      currentPriceRappen: offer ? offer.priceRappen : null,
      quantity: line.quantity,
      stock: product?.active ? maxStock : null,
    });

    if (!product?.active || maxStock === null) changes.push(change('unavailable'));
    else if (!offer) changes.push(change('insufficient_stock'));
    else if (!seen || !sameAmount(seen.quantity, line.quantity)) changes.push(change('cart_changed'));
    else if (seen.priceRappen !== offer.priceRappen) changes.push(change('price_changed'));
    if (!offer || !product) continue;
    lines.push({
      product,
      offerId: offer.offerId,
      wholesalerId: offer.wholesalerId,
      quantity: line.quantity,
      unitPriceRappen: offer.priceRappen,
      netRappen: lineNetRappen({ unitPriceRappen: offer.priceRappen, quantity: line.quantity }),
    });
  }
  // Lines the user saw that are no longer in the cart (changed in another tab, say).
  const inCart = new Set(cart.map((l) => l.productId));
  for (const seen of expected) {
    if (inCart.has(seen.productId)) continue;
    changes.push({ productId: seen.productId, kind: 'cart_changed', expectedPriceRappen: seen.priceRappen, currentPriceRappen: null, quantity: 0, stock: null });
  }
  if (changes.length) return { ok: false, changes };
  return { ok: true, parts: splitByWholesaler(lines) };
}

/** One part per wholesaler, in order of wholesaler id; lines keep the cart's order. */
export function splitByWholesaler(lines: readonly PlannedLine[]): PlannedPart[] {
  const byWholesaler = new Map<number, PlannedLine[]>();
  for (const line of lines) byWholesaler.set(line.wholesalerId, [...(byWholesaler.get(line.wholesalerId) ?? []), line]);
  return [...byWholesaler.entries()].sort(([a], [b]) => a - b).map(([wholesalerId, partLines]) => ({ wholesalerId, lines: partLines }));
}
