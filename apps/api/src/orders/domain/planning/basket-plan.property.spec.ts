import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { lineNetRappen } from '@mercato/contracts';
import { deliveryDate } from './delivery-calendar.js';
import { planBasket, type BasketPlan, type PlanInput, type PlanOffer, type PlanWholesaler } from './basket-plan.js';

/**
 * Properties of the basket plan on small random carts, checked against a brute force that
 * tries every assignment of lines to wholesalers (written independently of the search).
 */
const NOW = new Date('2026-11-24T08:00:00Z');

const wholesalerArb = (id: number) =>
  fc.record({
    minOrderRappen: fc.constantFrom(0, 2_000, 5_000, 8_000, 12_000),
    deliveryFeeRappen: fc.constantFrom(null, 500, 1_000, 2_500),
    deliveryDays: fc.constantFrom([1, 2, 3, 4, 5], [2, 4], [1, 3, 5]),
  }).map((t): PlanWholesaler => ({ id, ...t, cutoffMinutes: 960, leadDays: 1, postcodes: [] }));

/**
 * A cart of `lineCount` lines over `wholesalerCount` wholesalers (terms from `termsArb`): every
 * wholesaler may offer every line (or not) at a price from `priceArb`, in ample stock.
 */

/** A cart of lines 1..n with these quantities, these offers and wholesalers, no postcode or wanted date. */
function cartInput(quantities: readonly number[], offers: PlanOffer[], wholesalers: PlanInput['wholesalers']): PlanInput {
  return {
    lines: quantities.map((quantity, i) => ({ productId: i + 1, quantity, vatRateBasisPoints: 260 })),
    offers,
    wholesalers,
    postcode: null,
    wantedDate: null,
    now: NOW,
    holidays: new Set(),
    horizonDays: 60,
  };
}

function gridCartArb(
  sizes: { lineCount: fc.Arbitrary<number>; wholesalerCount: fc.Arbitrary<number> },
  termsArb: (id: number) => fc.Arbitrary<PlanWholesaler>,
  quantityMax: number,
  priceArb: fc.Arbitrary<number>,
): fc.Arbitrary<PlanInput> {
  return fc
    .record(sizes)
    .chain(({ lineCount, wholesalerCount }) =>
      fc.record({
        wholesalers: fc.tuple(...Array.from({ length: wholesalerCount }, (_, i) => termsArb(i + 1))),
        quantities: fc.array(fc.integer({ min: 1, max: quantityMax }), { minLength: lineCount, maxLength: lineCount }),
        prices: fc.array(fc.option(priceArb, { freq: 3 }), { minLength: lineCount * wholesalerCount, maxLength: lineCount * wholesalerCount }),
      }),
    )
    .map(({ wholesalers, quantities, prices }) =>
      cartInput(
        quantities,
        prices.flatMap((price, k) =>
          price === null ? [] : [{ offerId: k + 1, productId: Math.floor(k / wholesalers.length) + 1, wholesalerId: (k % wholesalers.length) + 1, priceRappen: price, stock: 100, sellable: true }],
        ),
        wholesalers,
      ),
    );
}

const instanceArb = fc
  .record({ lineCount: fc.integer({ min: 1, max: 6 }), wholesalerCount: fc.integer({ min: 1, max: 3 }) })
  .chain(({ lineCount, wholesalerCount }) =>
    fc.record({
      wholesalers: fc.tuple(...Array.from({ length: wholesalerCount }, (_, i) => wholesalerArb(i + 1))),
      quantities: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: lineCount, maxLength: lineCount }),
      offers: fc.array(
        fc.record({
          product: fc.integer({ min: 1, max: lineCount }),
          wholesaler: fc.integer({ min: 1, max: wholesalerCount }),
          price: fc.integer({ min: 5, max: 30 }).map((n) => n * 100),
          stock: fc.integer({ min: 0, max: 8 }),
          sellable: fc.constantFrom(true, true, true, false),
        }),
        { maxLength: lineCount * wholesalerCount },
      ),
    }),
  )
  .map(({ wholesalers, quantities, offers }): PlanInput => {
    const seen = new Set<string>();
    const unique: PlanOffer[] = [];
    offers.forEach((o, i) => {
      const key = `${o.product}-${o.wholesaler}`;
      if (seen.has(key)) return;
      seen.add(key);
      unique.push({ offerId: i + 1, productId: o.product, wholesalerId: o.wholesaler, priceRappen: o.price, stock: o.stock, sellable: o.sellable });
    });
    return cartInput(quantities, unique, wholesalers);
  });

type Alloc = { wholesalerId: number; quantity: number; net: number };

/**
 * What each line may do: one wholesaler holding it all; else the splits: filled cheapest first
 * (at equal price the earlier delivery, then the lower id), and for each wholesaler, all it holds
 * first and the rest cheapest first; never nothing but "drop".
 */
function lineChoices(input: PlanInput, productId: number, quantity: number): Alloc[][] {
  const day = (wholesalerId: number) => {
    const date = deliveryDate(input.wholesalers.find((w) => w.id === wholesalerId)!, input.now, input.holidays, input.wantedDate, input.horizonDays);
    return date === null ? Infinity : Date.parse(date);
  };
  const live = input.offers
    .filter((o) => o.productId === productId && o.sellable && o.stock > 0)
    .sort((a, b) => a.priceRappen - b.priceRappen || day(a.wholesalerId) - day(b.wholesalerId) || a.wholesalerId - b.wholesalerId);
  const singles = live.filter((o) => o.stock >= quantity).map((o) => [{ wholesalerId: o.wholesalerId, quantity, net: lineNetRappen({ unitPriceRappen: o.priceRappen, quantity }) }]);
  if (singles.length) return singles;
  const total = live.reduce((s, o) => s + o.stock, 0);
  if (total < quantity) return [];
  return [live, ...live.map((first) => [first, ...live.filter((o) => o !== first)])].map((order) => {
    const split: Alloc[] = [];
    let left = quantity;
    for (const o of order) {
      if (left <= 0) break;
      const take = Math.min(o.stock, left);
      split.push({ wholesalerId: o.wholesalerId, quantity: take, net: lineNetRappen({ unitPriceRappen: o.priceRappen, quantity: take }) });
      left -= take;
    }
    return split;
  });
}

/** Dropped lines first (fewer is better), then the cost with fees; null when infeasible. */
function score(input: PlanInput, chosen: (Alloc[] | null)[]): { dropped: number; cost: number } | null {
  const subtotal = new Map<number, number>();
  let dropped = 0;
  let cost = 0;
  for (const allocs of chosen) {
    if (!allocs) {
      dropped++;
      continue;
    }
    for (const a of allocs) {
      subtotal.set(a.wholesalerId, (subtotal.get(a.wholesalerId) ?? 0) + a.net);
      cost += a.net;
    }
  }
  for (const [id, sum] of subtotal) {
    const w = input.wholesalers.find((x) => x.id === id)!;
    if (sum >= w.minOrderRappen) continue;
    if (w.deliveryFeeRappen === null) return null;
    cost += w.deliveryFeeRappen;
  }
  return { dropped, cost };
}

function bruteForce(input: PlanInput): { dropped: number; cost: number } {
  const choices = input.lines.map((l) => lineChoices(input, l.productId, l.quantity)).filter((c) => c.length > 0);
  let best = { dropped: Infinity, cost: Infinity };
  const walk = (k: number, chosen: (Alloc[] | null)[]) => {
    if (k === choices.length) {
      const s = score(input, chosen);
      if (s && (s.dropped < best.dropped || (s.dropped === best.dropped && s.cost < best.cost))) best = s;
      return;
    }
    for (const c of [...choices[k]!, null]) walk(k + 1, [...chosen, c]);
  };
  walk(0, []);
  return best;
}

/** Every line at its cheapest choice, with the fees that brings; null when that breaks a minimum without fee. */
function perLineCheapest(input: PlanInput): { dropped: number; cost: number } | null {
  const choices = input.lines.map((l) => lineChoices(input, l.productId, l.quantity)).filter((c) => c.length > 0);
  return score(input, choices.map((c) => c[0]!));
}

const planScore = (plan: BasketPlan) => ({
  dropped: plan.unsupplied.filter((u) => u.reason === 'below_minimum').length,
  cost: plan.totals.netRappen + plan.totals.feesRappen,
});

describe('basket plan: properties against a brute force', () => {
  it('finds the optimal cost (fewest lines left out, then lowest net cost with fees)', () => {
    fc.assert(
      fc.property(instanceArb, (input) => {
        const plan = planBasket(input);
        expect(plan.exact).toBe(true);
        expect(planScore(plan)).toEqual(bruteForce(input));
      }),
      { numRuns: 400 },
    );
  });

  it('never costs more than the per-line-cheapest plan with its own fees', () => {
    fc.assert(
      fc.property(instanceArb, (input) => {
        const baseline = perLineCheapest(input);
        fc.pre(baseline !== null);
        const s = planScore(planBasket(input));
        expect(s.dropped).toBe(0);
        expect(s.cost).toBeLessThanOrEqual(baseline!.cost);
      }),
      { numRuns: 300 },
    );
  });

  it('never takes more than an offer holds, and never breaks a minimum without its fee', () => {
    fc.assert(
      fc.property(instanceArb, (input) => {
        const plan = planBasket(input);
        for (const part of plan.parts) {
          const w = input.wholesalers.find((x) => x.id === part.wholesalerId)!;
          for (const l of part.lines) {
            const o = input.offers.find((x) => x.offerId === l.offerId)!;
            expect(o.wholesalerId).toBe(part.wholesalerId);
            expect(l.quantity).toBeLessThanOrEqual(o.stock);
            expect(o.sellable).toBe(true);
          }
          if (part.subtotalRappen < w.minOrderRappen) {
            expect(w.deliveryFeeRappen).not.toBeNull();
            expect(part.feeRappen).toBe(w.deliveryFeeRappen);
          } else {
            expect(part.feeRappen).toBe(0);
          }
        }
        // Every line is either planned in full or listed as unsupplied.
        for (const line of input.lines) {
          const planned = plan.parts.flatMap((p) => p.lines).filter((l) => l.productId === line.productId).reduce((s, l) => s + l.quantity, 0);
          const missing = plan.unsupplied.some((u) => u.productId === line.productId);
          expect(missing ? planned === 0 : planned === line.quantity).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic, whatever the order of offers and wholesalers', () => {
    fc.assert(
      fc.property(instanceArb, (input) => {
        const again = planBasket(input);
        const shuffled = planBasket({ ...input, offers: [...input.offers].reverse(), wholesalers: [...input.wholesalers].reverse() });
        const first = planBasket(input);
        expect(again).toEqual(first);
        expect(shuffled).toEqual(first);
      }),
      { numRuns: 200 },
    );
  });

  it('still answers a plan no dearer than per-line-cheapest when the search budget runs out', () => {
    fc.assert(
      fc.property(instanceArb, (input) => {
        const baseline = perLineCheapest(input);
        fc.pre(baseline !== null);
        const s = planScore(planBasket({ ...input, nodeBudget: 3 }));
        expect(s.dropped).toBe(0);
        expect(s.cost).toBeLessThanOrEqual(baseline!.cost);
      }),
      { numRuns: 200 },
    );
  });

  it('on mid-size carts (up to 14 lines over 6 wholesalers) costs the same as the line search run to completion', () => {
    const midArb = gridCartArb(
      { lineCount: fc.integer({ min: 6, max: 14 }), wholesalerCount: fc.integer({ min: 3, max: 6 }) },
      wholesalerArb,
      6,
      fc.integer({ min: 5, max: 40 }).map((n) => n * 100),
    );
    fc.assert(
      fc.property(midArb, (input) => {
        const plan = planBasket(input);
        const lines = referenceLineSearch(input);
        expect(plan.exact).toBe(true);
        expectNoWorse(plan, lines);
        fc.pre(lines.exact);
        expect(planScore(plan)).toEqual(planScore(lines));
        expect(plan).toEqual({ ...lines, exact: true });
        // Each state's line search with Lagrangian multipliers from its first node (the path a hard state takes).
        expect(planBasket({ ...input, lineTryNodes: 0 })).toEqual(plan);
      }),
      { numRuns: 60 },
    );
  });
});

/**
 * The line search (the fallback beyond 12 constrained wholesalers) run far past its default
 * budget: an independent exact answer to compare with. It must also settle ties, and on a rare
 * cart (about 1 in 5 000 here: many equal prices at wholesalers without a fee) that takes more
 * than a million nodes; such a cart proves nothing either way and is skipped (fc.pre), after
 * checking that the plan is at least as good as the best the line search found.
 */
function referenceLineSearch(input: PlanInput): BasketPlan {
  return planBasket({ ...input, strategy: 'lines', nodeBudget: 1_000_000 });
}

/** Fewer lines left out, or as many and no dearer. */
function expectNoWorse(plan: BasketPlan, other: BasketPlan): void {
  const [a, b] = [planScore(plan), planScore(other)];
  expect([a.dropped, a.dropped === b.dropped ? a.cost : 0]).toEqual([Math.min(a.dropped, b.dropped), a.dropped === b.dropped ? Math.min(a.cost, b.cost) : 0]);
}

describe('basket plan: minimums met by a few whole lines (the integer lift bound at work)', () => {
  it('costs the same as the line search run to completion, with multipliers or without', () => {
    const termsArb = (id: number) =>
      fc.record({
        minOrderRappen: fc.integer({ min: 0, max: 8 }).map((n) => n * 2_500),
        deliveryFeeRappen: fc.constantFrom(null, 1_000, 2_000, 3_000),
      }).map((t): PlanWholesaler => ({ id, ...t, deliveryDays: [1, 2, 3, 4, 5], cutoffMinutes: 960, leadDays: 1, postcodes: [] }));
    const arb = gridCartArb({ lineCount: fc.integer({ min: 8, max: 13 }), wholesalerCount: fc.integer({ min: 3, max: 6 }) }, termsArb, 5, fc.integer({ min: 500, max: 3_500 }));
    fc.assert(
      fc.property(arb, (input) => {
        const plan = planBasket(input);
        const lines = referenceLineSearch(input);
        expect(plan.exact).toBe(true);
        expectNoWorse(plan, lines);
        fc.pre(lines.exact);
        expect(plan).toEqual({ ...lines, exact: true });
        expect(planBasket({ ...input, lineTryNodes: 0 })).toEqual(plan);
      }),
      { numRuns: 80 },
    );
  });
});

describe('basket plan: a cart whose ties the line search cannot settle within a million nodes', () => {
  it('is planned exactly: the line no wholesaler can take above its minimum is left out, the rest at the lowest ids', () => {
    // Found by the property above (seed -1239329894): twelve lines, mostly CHF 5.00 at several
    // wholesalers; product 10 only at W6, whose CHF 25.00 minimum (no fee) its lines cannot reach.
    const _ = null;
    const grid: (number | null)[][] = [
      [_, _, 500, 500, 724, _], [724, _, _, _, _, _], [500, 500, _, 500, 725, _], [500, 500, 500, 725, 500, _],
      [500, _, 500, 725, 500, _], [500, _, _, 500, 725, _], [500, 500, 500, 500, 500, 725], [500, _, 500, 725, _, _],
      [500, 500, 500, 500, 725, _], [_, _, _, _, _, 500], [500, 500, 500, _, 500, 725], [500, 500, _, _, 725, _],
    ];
    const offers = grid.flatMap((prices, p) =>
      prices.flatMap((price, w) => (price === null ? [] : [{ offerId: p * 6 + w + 1, productId: p + 1, wholesalerId: w + 1, priceRappen: price, stock: 100, sellable: true }])),
    );
    const wholesalers = [1, 2, 3, 4, 5, 6].map((id): PlanWholesaler => ({
      id, minOrderRappen: id === 6 ? 2_500 : 0, deliveryFeeRappen: null, deliveryDays: [1, 2, 3, 4, 5], cutoffMinutes: 960, leadDays: 1, postcodes: [],
    }));
    const input = cartInput(grid.map(() => 1), offers, wholesalers);
    const plan = planBasket(input);
    expect(plan.exact).toBe(true);
    expect(plan.parts.map((p) => [p.wholesalerId, p.feeRappen, p.lines.map((l) => l.productId)])).toEqual([
      [1, 0, [2, 3, 4, 5, 6, 7, 8, 9, 11, 12]],
      [3, 0, [1]],
    ]);
    expect(plan.unsupplied).toEqual([expect.objectContaining({ productId: 10, reason: 'below_minimum' })]);
    expect(planScore(plan)).toEqual({ dropped: 1, cost: 5_724 });
    const lines = referenceLineSearch(input);
    expect(lines.exact).toBe(false);
    expectNoWorse(plan, lines);
  });
});

describe('basket plan: the benchmark cart (40 lines over 8 wholesalers, all minimums in play)', () => {
  /** The cart of `npm run bench` (tools/bench/order-loop.mjs), same pseudo-random sequence. */
  function benchmarkCart(): PlanInput {
    let seed = 42;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const terms: [number, number | null, number[]][] = [
      [0, null, [1, 2, 3, 4, 5]],
      [10000, 1500, [1, 2, 3, 4, 5]],
      [20000, 2500, [1, 3, 5]],
      [30000, null, [1, 2, 3, 4, 5]],
      [15000, 1000, [2, 4]],
      [25000, 2000, [1, 2, 3, 4, 5]],
      [0, null, [1, 2, 4, 5]],
      [40000, 3000, [1, 2, 3, 4, 5]],
    ];
    const wholesalers = terms.map(([min, fee, days], i): PlanWholesaler => ({
      id: i + 1,
      minOrderRappen: min,
      deliveryFeeRappen: fee,
      deliveryDays: days,
      cutoffMinutes: 23 * 60 + 59,
      leadDays: 1,
      postcodes: [],
    }));
    const offers: PlanOffer[] = [];
    for (let p = 1; p <= 40; p++) {
      for (const w of wholesalers) {
        if (rnd() < 0.7) offers.push({ offerId: offers.length + 1, productId: p, wholesalerId: w.id, priceRappen: 500 + Math.floor(rnd() * 3000), stock: 1_000_000, sellable: true });
      }
    }
    const lines = Array.from({ length: 40 }, (_, i) => ({ productId: i + 1, quantity: 1 + Math.floor(rnd() * 5), vatRateBasisPoints: 260 }));
    return { lines, offers, wholesalers, postcode: null, wantedDate: null, now: NOW, holidays: new Set(), horizonDays: 60 };
  }

  it('is solved exactly within the default budget, to the optimum the line search proves with a large one', () => {
    const input = benchmarkCart();
    const plan = planBasket(input);
    const proven = planBasket({ ...input, strategy: 'lines', nodeBudget: 5_000_000 });
    expect(proven.exact).toBe(true);
    expect(plan.exact).toBe(true);
    expect(planScore(plan)).toEqual(planScore(proven));
    expect(plan.parts).toEqual(proven.parts);
    expect(planBasket({ ...input, lineTryNodes: 0 })).toEqual(plan);
  });
});

describe('basket plan: beyond 12 wholesalers whose minimum matters (the line search with its budget)', () => {
  /** Every wholesaler with a minimum and a fee: each one the cart touches counts. */
  const constrainedArb = (id: number) =>
    fc
      .record({ minOrderRappen: fc.constantFrom(3_000, 6_000, 9_000), deliveryFeeRappen: fc.constantFrom(500, 1_000, 2_000) })
      .map((t): PlanWholesaler => ({ id, ...t, deliveryDays: [1, 2, 3, 4, 5], cutoffMinutes: 960, leadDays: 1, postcodes: [] }));
  const largeArb = gridCartArb(
    { lineCount: fc.integer({ min: 16, max: 26 }), wholesalerCount: fc.integer({ min: 13, max: 16 }) },
    constrainedArb,
    5,
    fc.integer({ min: 5, max: 40 }).map((n) => n * 100),
  );
  /** How many wholesalers the cart touches (all have a minimum and a fee here). */
  const touched = (input: PlanInput) => new Set(input.offers.map((o) => o.wholesalerId)).size;

  it('answers the line search’s plan: within stock and minimums, never dearer than per-line-cheapest, the same whatever the order', () => {
    fc.assert(
      fc.property(largeArb, (input) => {
        fc.pre(touched(input) > 12);
        const plan = planBasket(input);
        // The switch: beyond MAX_EXACT_WHOLESALERS the answer is the line search's, with its budget.
        expect(plan).toEqual(planBasket({ ...input, strategy: 'lines' }));
        const baseline = perLineCheapest(input)!;
        expect(planScore(plan).dropped).toBe(0);
        expect(planScore(plan).cost).toBeLessThanOrEqual(baseline.cost);
        for (const part of plan.parts) {
          const w = input.wholesalers.find((x) => x.id === part.wholesalerId)!;
          for (const l of part.lines) expect(l.quantity).toBeLessThanOrEqual(input.offers.find((o) => o.offerId === l.offerId)!.stock);
          expect(part.feeRappen).toBe(part.subtotalRappen < w.minOrderRappen ? w.deliveryFeeRappen : 0);
        }
        expect(planBasket({ ...input, offers: [...input.offers].reverse(), wholesalers: [...input.wholesalers].reverse() })).toEqual(plan);
      }),
      { numRuns: 25 },
    );
  });

  it('at 12 such wholesalers still searches their states exactly', () => {
    const twelve = gridCartArb({ lineCount: fc.constant(14), wholesalerCount: fc.constant(12) }, constrainedArb, 5, fc.integer({ min: 5, max: 40 }).map((n) => n * 100));
    fc.assert(
      fc.property(twelve, (input) => {
        fc.pre(touched(input) === 12);
        const plan = planBasket(input);
        // The state search proves these carts within its budget; the line search's 2 000 nodes do not (it fails with the switch at 11).
        expect(plan.exact).toBe(true);
        expectNoWorse(plan, planBasket({ ...input, strategy: 'lines' }));
      }),
      { numRuns: 10 },
    );
  });
});
