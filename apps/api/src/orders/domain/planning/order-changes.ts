import type { BasketPlan, UnsuppliedReason } from './basket-plan.js';

/**
 * Placing an order follows the plan the restaurant saw (DESIGN.md): `expected` lists each line
 * of each part (a split line once per wholesaler) with its price and quantity, plus the fees.
 * Anything that differs now is a change; nothing is ordered then, and the answer lists them.
 * A plan with lines it cannot supply is never ordered either: the restaurant removes or lowers
 * them first (the cart page says so), so nothing is ordered that it did not see.
 */
export interface ExpectedLine {
  readonly productId: number;
  readonly priceRappen: number;
  readonly quantity: number;
}

export type OrderChangeKind = 'price_changed' | 'cart_changed' | UnsuppliedReason;

export interface OrderChange {
  readonly productId: number;
  readonly kind: OrderChangeKind;
  /** The price the user saw (the first, for a split line); null when the line was not in what the user saw. */
  readonly expectedPriceRappen: number | null;
  /** The price it would be ordered at now; null when it cannot be ordered. */
  readonly currentPriceRappen: number | null;
  /** The quantity in the cart (0: no longer in it). */
  readonly quantity: number;
  /** How much the wholesalers delivering to the restaurant hold together, for a line they cannot supply; else null. */
  readonly stock: number | null;
}

const key = (l: { priceRappen: number; quantity: number }) => `${l.priceRappen}x${l.quantity}`;
const sameLines = (a: readonly ExpectedLine[], b: readonly ExpectedLine[]) =>
  a.length === b.length && a.map(key).sort().join() === b.map(key).sort().join();

export function orderChanges(input: {
  readonly cart: ReadonlyArray<{ readonly productId: number; readonly quantity: number }>;
  readonly plan: BasketPlan;
  readonly expected: readonly ExpectedLine[];
}): OrderChange[] {
  const { cart, plan, expected } = input;
  const planned = new Map<number, ExpectedLine[]>();
  for (const part of plan.parts) {
    for (const l of part.lines) planned.set(l.productId, [...(planned.get(l.productId) ?? []), { productId: l.productId, priceRappen: l.unitPriceRappen, quantity: l.quantity }]);
  }
  const seen = new Map<number, ExpectedLine[]>();
  for (const l of expected) seen.set(l.productId, [...(seen.get(l.productId) ?? []), l]);
  const unsupplied = new Map(plan.unsupplied.map((u) => [u.productId, u]));

  const changes: OrderChange[] = [];
  for (const line of cart) {
    const now = planned.get(line.productId) ?? [];
    const then = seen.get(line.productId) ?? [];
    const base = {
      productId: line.productId,
      expectedPriceRappen: then[0]?.priceRappen ?? null,
      currentPriceRappen: now[0]?.priceRappen ?? null,
      quantity: line.quantity,
      stock: null,
    };
    const missing = unsupplied.get(line.productId);
    if (missing) changes.push({ ...base, kind: missing.reason, stock: missing.reason === 'unavailable' ? null : missing.available });
    else if (!then.length || Math.abs(then.reduce((s, l) => s + l.quantity, 0) - line.quantity) > 1e-9) changes.push({ ...base, kind: 'cart_changed' });
    else if (!sameLines(now, then)) changes.push({ ...base, kind: 'price_changed' });
  }
  // Lines the user saw that are no longer in the cart (changed in another tab, say).
  const inCart = new Set(cart.map((l) => l.productId));
  for (const [productId, then] of seen) {
    if (inCart.has(productId)) continue;
    changes.push({ productId, kind: 'cart_changed', expectedPriceRappen: then[0]!.priceRappen, currentPriceRappen: null, quantity: 0, stock: null });
  }
  return changes;
}
