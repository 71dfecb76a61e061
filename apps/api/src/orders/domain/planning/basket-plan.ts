import { computeTotals, lineNetRappen, servesPostcode, type PostcodeRange, type VatAmount } from '@mercato/contracts';
import { deliveryDate, type DeliveryTerms } from './delivery-calendar.js';

/**
 * The basket plan (DESIGN.md "The order loop"): which wholesaler delivers which cart line, so
 * that the total net cost including delivery fees is lowest, subject to stock, minimum order
 * values and delivery (postcode, weekdays, cut-off, lead days, holidays).
 *
 * ## The problem
 * Each line gets one *option*: one wholesaler that holds its whole quantity (the usual case),
 * or, when none does alone, a split over wholesalers that together do: filled cheapest first,
 * or, so that a split can lift a wholesaler to its minimum, all that one wholesaler holds first
 * and the rest cheapest first (a 6-unit line over W1 with 3 and W2 with 4 at the same price
 * splits 3 + 3 when W1 needs those 3 for its minimum, not 2 + 4). A wholesaler's part costs its lines plus its fee when its subtotal is
 * below its minimum; with no fee (null) such a part is not allowed. Which lines go where
 * interacts through the minimums (moving a line to a dearer wholesaler can save a fee), so
 * "choose the wholesalers, then send every line to its cheapest among them" is not exact:
 * A (W1 50 / W2 49), B (W1 50 / W2 60), D (W2 20 only), W1 minimum 100 with fee 10: the best
 * plan sends A and B to W1 (100, no fee) and D to W2: 120; sending A to its cheapest, W2,
 * leaves W1 at 50 plus the fee: 129.
 *
 * ## The algorithm
 * 1. Lines no wholesaler can supply are set aside with their reason.
 * 2. An incumbent: every line at its cheapest option (the "per-line-cheapest" plan, with the
 *    fees it brings); lines whose part would break a minimum without fee are dropped from it.
 *    Local search then moves single lines, or empties a whole wholesaler, while that lowers the
 *    cost. So the answer is never dearer than the per-line-cheapest plan.
 * 3. The exact search (up to MAX_EXACT_WHOLESALERS = 12 wholesalers whose minimum matters: used
 *    by the cart, minimum above 0, fee not 0). Each such wholesaler gets a *state*: closed;
 *    open and paying its fee whatever its subtotal; or open and reaching its minimum (no fee).
 *    Every plan costs exactly what its own state charges, and no state charges a plan less than
 *    it costs, so the best plan over all states is the optimum. Outer branch and bound over the
 *    states, highest minimum decided first (bound: fees of the open-paying ones, each line at
 *    its cheapest allowed option, and for each wholesaler that must reach its minimum the
 *    cheapest fractional lift to it; kept up to date from node to node, as only closing a
 *    wholesaler changes the cheapest options). The complete states are then solved best bound
 *    first. A state is first bounded by the *integer* lift: for each wholesaler that must reach
 *    its minimum, the least extra cost of moving whole lines to it (a covering knapsack over 256
 *    units, gains rounded up so it stays a lower bound; lines moved to different wholesalers are
 *    different lines, so the sum bounds them all). Minimums are met by a few whole lines, so
 *    this is much closer than any fractional bound (benchmark cart, optimal state: 121 126 against
 *    119 309 for the Lagrangian/LP bound, and 121 126 is the optimum). What is left goes to a
 *    branch and bound over the lines that still have a choice: before it, a dive (each line at
 *    its best option, repaired up to the minimums, then improved line by line) gives it a good
 *    plan to prune with; then the lines with the clearest choice first, each node bounded by the
 *    integer lift (per-position knapsack tables, an O(1) look-up per wholesaler; lifts dearer
 *    than the slack are left out, which changes no pruning decision), the fractional lift and a
 *    Lagrangian bound. That search first runs without multipliers; a state not closed within
 *    LINE_TRY_NODES nodes starts again with multipliers of the minimums (a few dozen subgradient
 *    steps, an O(1) update per node, options then tried in the order of their Lagrangian cost),
 *    which prune where many lines each pull a little.
 * 4. Beyond 12 such wholesalers (up to 3^12 states), the branch and bound over the lines
 *    (largest first), each option tried cheapest first, plus "drop the line" (only ever chosen
 *    when every option breaks a minimum that has no fee), bounded by the cost so far, each
 *    remaining line's cheapest option and, for every part below its minimum, the lesser of its
 *    fee and the least extra cost of lifting it (a fractional knapsack).
 *
 * ## Limits
 * Both searches stop at a node budget (`nodeBudget`; 150 000 for the exact one, ~15-30 ms, and
 * 2 000 for the fallback, ~2 ms); then the best plan found so far is answered and `exact` is
 * false. It is never dearer than the local-search plan, hence never than the per-line-cheapest
 * one. The benchmark cart (40 lines over 8 wholesalers whose minimums are all in play) is solved
 * exactly in 307 nodes (88 over the states, the rest in the one state not pruned at its root),
 * about 0.5 ms on the 2-core machine; the property tests check small carts against a brute
 * force and mid-size ones against the line search run to completion. The cart holds at most 200 lines,
 * so the budgets also bound the time a request can take. The state search takes each line's
 * split as fixed: a cart with lines that have several splits is solved once per choice of them
 * (up to 16 runs), beyond that by the line search. Splits other than those fills (say, 1 unit
 * here and 5 there to just reach a minimum) are not considered.
 *
 * Ties (same number of lines supplied, same cost): for each line in cart order, the earlier
 * delivery date, then the lower wholesaler id. The answer depends only on the input values,
 * not on the order of offers or wholesalers in it.
 *
 * Money is integer rappen. A fee is a delivery charge taxed at the standard VAT rate (8.1 %),
 * so a part's totals are its lines plus the fee as one more line at that rate.
 */

export const FEE_VAT_RATE = 8.1;
export const DEFAULT_NODE_BUDGET = 2_000;
/** The exact search's budget: the benchmark cart needs 307 nodes (about 0.5 ms on the 2-core machine); a cart that needs more answers its best plan so far. */
export const DEFAULT_STATE_NODE_BUDGET = 150_000;
/** Up to this many wholesalers whose minimum matters, the exact search over their states runs; beyond, the line search with its budget. */
export const MAX_EXACT_WHOLESALERS = 12;
/** Nodes a state's line search takes without Lagrangian multipliers; beyond, it starts again with them. */
export const LINE_TRY_NODES = 2_000;
/** Up to this many runs of the state search, one per choice of split for the lines that have several (see overSplitChoices). */
export const MAX_SPLIT_COMBINATIONS = 16;
/** Beyond them, the line search over all splits at once, with this budget (about 20 ms). */
export const SPLIT_FALLBACK_NODE_BUDGET = 20_000;

export interface PlanCartLine {
  readonly productId: number;
  readonly quantity: number;
  /** Null when the product is unknown or inactive. */
  readonly vatRateBasisPoints: number | null;
}

export interface PlanOffer {
  readonly offerId: number;
  readonly productId: number;
  readonly wholesalerId: number;
  readonly priceRappen: number;
  readonly stock: number;
  /** The offer and its wholesaler are both active. */
  readonly sellable: boolean;
}

export interface PlanWholesaler extends DeliveryTerms {
  readonly id: number;
  /** 0 = no minimum. */
  readonly minOrderRappen: number;
  /** Added to a part below the minimum; null = such a part is not allowed. */
  readonly deliveryFeeRappen: number | null;
  /** Empty = everywhere. */
  readonly postcodes: readonly PostcodeRange[];
}

export interface PlanInput {
  readonly lines: readonly PlanCartLine[];
  readonly offers: readonly PlanOffer[];
  readonly wholesalers: readonly PlanWholesaler[];
  /** The restaurant's postcode; null = all wholesalers are considered. */
  readonly postcode: number | null;
  /** The delivery date asked for (`YYYY-MM-DD`); each part comes on its wholesaler's first delivery day on or after it. */
  readonly wantedDate: string | null;
  readonly now: Date;
  readonly holidays: ReadonlySet<string>;
  readonly horizonDays: number;
  readonly nodeBudget?: number;
  /** 'lines' forces the branch and bound over the lines (the fallback beyond MAX_EXACT_WHOLESALERS); for tests. */
  readonly strategy?: 'auto' | 'lines';
  /** Nodes a state's line search takes before it starts again with Lagrangian multipliers (default LINE_TRY_NODES); for tests. */
  readonly lineTryNodes?: number;
}

export type UnsuppliedReason = 'unavailable' | 'insufficient_stock' | 'not_delivered_to_you' | 'below_minimum';

export interface PlanTotals {
  /** The lines' net, fees excluded. */
  readonly netRappen: number;
  readonly feesRappen: number;
  /** VAT per rate, fees included (at the standard rate). */
  readonly vat: readonly VatAmount[];
  readonly grossRappen: number;
}

export interface PlannedPartLine {
  readonly productId: number;
  readonly offerId: number;
  readonly quantity: number;
  readonly unitPriceRappen: number;
  readonly netRappen: number;
  readonly vatRateBasisPoints: number;
  /** The cheapest other sellable offer's price now, null when there is none. */
  readonly referencePriceRappen: number | null;
}

export interface PlannedPart {
  readonly wholesalerId: number;
  readonly deliveryDate: string;
  readonly lines: readonly PlannedPartLine[];
  readonly subtotalRappen: number;
  readonly feeRappen: number;
  readonly minOrderRappen: number;
  readonly missingRappen: number;
  readonly totals: PlanTotals;
}

export interface UnsuppliedLine {
  readonly productId: number;
  readonly quantity: number;
  readonly reason: UnsuppliedReason;
  /** How much all the wholesalers that deliver to the restaurant hold together. */
  readonly available: number;
}

export interface BasketPlan {
  readonly parts: readonly PlannedPart[];
  readonly unsupplied: readonly UnsuppliedLine[];
  readonly totals: PlanTotals;
  /** False when the search stopped at its budget (see the limits above). */
  readonly exact: boolean;
}

// ---------------------------------------------------------------------------------------------
// Internal model: wholesalers by index, options per line, an assignment = one choice per line.

interface Alloc {
  readonly w: number;
  readonly offer: PlanOffer;
  readonly quantity: number;
  readonly netRappen: number;
}

interface Option {
  readonly allocs: readonly Alloc[];
  readonly costRappen: number;
}

interface Model {
  readonly wholesalers: readonly PlanWholesaler[];
  readonly dates: readonly string[];
  /** Day numbers of the delivery dates, for tie-breaks. */
  readonly dayNumbers: readonly number[];
  readonly lines: readonly PlanCartLine[];
  /** Options per plannable line, cheapest first (then earlier delivery, lower id). */
  readonly options: readonly (readonly Option[])[];
  /** Indexes into `lines` of the lines that have options. */
  readonly plannable: readonly number[];
  /** Per line, what the wholesalers delivering to the restaurant hold together. */
  readonly available: readonly number[];
  readonly penalty: number;
}

const DROP = -1;
const NO_ALLOCS: readonly Alloc[] = [];
const round3 = (n: number) => Math.round(n * 1000) / 1000;

function prepare(input: PlanInput) {
  const wholesalers = [...input.wholesalers].sort((a, b) => a.id - b.id);
  const dates: (string | null)[] = wholesalers.map((w) =>
    servesPostcode(w.postcodes, input.postcode) ? deliveryDate(w, input.now, input.holidays, input.wantedDate, input.horizonDays) : null,
  );
  const index = new Map(wholesalers.map((w, i) => [w.id, i]));
  const offers = [...input.offers].sort((a, b) => a.productId - b.productId || a.wholesalerId - b.wholesalerId || a.offerId - b.offerId);
  const offersByProduct = new Map<number, PlanOffer[]>();
  for (const o of offers) {
    const list = offersByProduct.get(o.productId);
    if (list) list.push(o);
    else offersByProduct.set(o.productId, [o]);
  }
  return { wholesalers, dates, index, offersByProduct };
}

/** Lexicographic order of two number lists (a shorter prefix first). */
function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let k = 0; k < Math.min(a.length, b.length); k++) if (a[k] !== b[k]) return a[k]! - b[k]!;
  return a.length - b.length;
}

const isLive = (o: PlanOffer) => o.sellable && o.priceRappen > 0 && o.stock > 0;

/** Computes the basket plan. Pure: the same input always gives the same plan. */
export function planBasket(input: PlanInput): BasketPlan {
  const { wholesalers, dates, index, offersByProduct } = prepare(input);
  const dayNumbers = dates.map((d) => (d === null ? Number.MAX_SAFE_INTEGER : Date.parse(`${d}T00:00:00Z`) / 86_400_000));
  const unsupplied: UnsuppliedLine[] = [];
  const options: Option[][] = [];
  const plannable: number[] = [];
  const availableByLine: number[] = [];
  const references = new Map<number, PlanOffer[]>();

  for (const [lineIndex, line] of input.lines.entries()) {
    const live = line.vatRateBasisPoints === null ? [] : (offersByProduct.get(line.productId) ?? []).filter((o) => isLive(o) && index.has(o.wholesalerId));
    references.set(line.productId, live);
    const deliverable = live
      .filter((o) => dates[index.get(o.wholesalerId)!] !== null)
      .sort((a, b) => a.priceRappen - b.priceRappen || dayNumbers[index.get(a.wholesalerId)!]! - dayNumbers[index.get(b.wholesalerId)!]! || a.wholesalerId - b.wholesalerId);
    const available = round3(deliverable.reduce((sum, o) => sum + o.stock, 0));
    availableByLine[lineIndex] = available;
    if (!live.length) {
      unsupplied.push({ productId: line.productId, quantity: line.quantity, reason: 'unavailable', available: 0 });
      continue;
    }
    if (!deliverable.length) {
      unsupplied.push({ productId: line.productId, quantity: line.quantity, reason: 'not_delivered_to_you', available: 0 });
      continue;
    }
    const alloc = (o: PlanOffer, quantity: number): Alloc => ({
      w: index.get(o.wholesalerId)!,
      offer: o,
      quantity,
      netRappen: lineNetRappen({ unitPriceRappen: o.priceRappen, quantity }),
    });
    const singles = deliverable.filter((o) => o.stock >= line.quantity).map((o) => alloc(o, line.quantity));
    let lineOptions: Option[];
    if (singles.length) {
      lineOptions = singles.map((a) => ({ allocs: [a], costRappen: a.netRappen }));
    } else if (available >= line.quantity) {
      // None holds it alone: the cheapest ones together, filled cheapest first; and, so that a
      // split can help a wholesaler to its minimum, for each wholesaler the fill that takes all it
      // holds first and the rest cheapest first (dearer, so chosen only when that saves a fee or
      // keeps the line in the plan).
      const fill = (first: PlanOffer | null): Option => {
        const allocs: Alloc[] = [];
        let left = line.quantity;
        for (const o of first ? [first, ...deliverable.filter((d) => d !== first)] : deliverable) {
          if (left <= 0) break;
          const take = round3(Math.min(o.stock, left));
          allocs.push(alloc(o, take));
          left = round3(left - take);
        }
        allocs.sort((a, b) => a.w - b.w);
        return { allocs, costRappen: allocs.reduce((s, a) => s + a.netRappen, 0) };
      };
      const seen = new Set<string>();
      lineOptions = [];
      for (const first of [null, ...deliverable]) {
        const option = fill(first);
        const key = option.allocs.map((a) => `${a.offer.offerId}:${a.quantity}`).join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        lineOptions.push(option);
      }
      // Cheapest first, then by the tie keys (per part in order, its delivery day, then its wholesaler's id).
      const tieKeys = (o: Option) => o.allocs.flatMap((a) => [dayNumbers[a.w]!, a.w]);
      lineOptions.sort((a, b) => a.costRappen - b.costRappen || compareKeys(tieKeys(a), tieKeys(b)));
    } else {
      unsupplied.push({ productId: line.productId, quantity: line.quantity, reason: 'insufficient_stock', available });
      continue;
    }
    options[lineIndex] = lineOptions;
    plannable.push(lineIndex);
  }

  let penalty = 1;
  for (const i of plannable) penalty += Math.max(...options[i]!.map((o) => o.costRappen));
  for (const w of wholesalers) penalty += w.deliveryFeeRappen ?? 0;
  const model: Model = { wholesalers, dates: dates.map((d) => d ?? ''), dayNumbers, lines: input.lines, options, plannable, available: availableByLine, penalty };

  const byStates = input.strategy !== 'lines' && constrainedWholesalers(model).length <= MAX_EXACT_WHOLESALERS;
  const { choice, exact } = byStates
    ? overSplitChoices(model, (m) => configurationSearch(m, input.nodeBudget ?? DEFAULT_STATE_NODE_BUDGET, input.lineTryNodes ?? LINE_TRY_NODES))
    : search(model, input.nodeBudget ?? DEFAULT_NODE_BUDGET);
  return present(model, choice, unsupplied, references, exact);
}

/**
 * The state search takes a split as its line's only option. A line with several splits (see
 * planBasket) is therefore solved once per choice of split for each such line, and the best
 * plan of those runs kept (cost, then ties). Such lines are rare (no wholesaler holds the
 * quantity alone); beyond MAX_SPLIT_COMBINATIONS runs, the line search takes the whole model.
 */
function overSplitChoices(model: Model, solve: (model: Model) => { choice: number[]; exact: boolean }): { choice: number[]; exact: boolean } {
  const splitLines = model.plannable.filter((i) => model.options[i]!.length > 1 && model.options[i]![0]!.allocs.length > 1);
  if (!splitLines.length) return solve(model);
  let combinations = 1;
  for (const i of splitLines) combinations *= model.options[i]!.length;
  if (combinations > MAX_SPLIT_COMBINATIONS) return search(model, SPLIT_FALLBACK_NODE_BUDGET);
  let best: number[] | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  let exact = true;
  const pick = new Array<number>(splitLines.length).fill(0);
  for (let run = 0; run < combinations; run++) {
    let rest = run;
    splitLines.forEach((i, s) => {
      pick[s] = rest % model.options[i]!.length;
      rest = Math.floor(rest / model.options[i]!.length);
    });
    const options = [...model.options];
    splitLines.forEach((i, s) => (options[i] = [model.options[i]![pick[s]!]!]));
    const result = solve({ ...model, options });
    exact &&= result.exact;
    const choice = [...result.choice];
    splitLines.forEach((i, s) => {
      if (choice[i] !== DROP) choice[i] = pick[s]!;
    });
    const cost = objective(model, choice);
    if (best === null || better(model, cost, choice, bestCost, best)) {
      best = choice;
      bestCost = cost;
    }
  }
  return { choice: best!, exact };
}

// ---------------------------------------------------------------------------------------------
// Cost of a complete assignment: dropped lines count `penalty` each (more than any cost).

/** choice[lineIndex] = option index or DROP; lines without options are not in `plannable`. */
function objective(model: Model, choice: readonly number[]): number {
  const n = model.wholesalers.length;
  const subtotal = new Array<number>(n).fill(0);
  const used = new Array<boolean>(n).fill(false);
  let cost = 0;
  for (const i of model.plannable) {
    const c = choice[i]!;
    if (c === DROP) {
      cost += model.penalty;
      continue;
    }
    const option = model.options[i]![c]!;
    cost += option.costRappen;
    for (const a of option.allocs) {
      subtotal[a.w]! += a.netRappen;
      used[a.w] = true;
    }
  }
  for (let w = 0; w < n; w++) {
    if (!used[w]) continue;
    const fee = feeOf(model.wholesalers[w]!, subtotal[w]!);
    if (fee === null) return Number.POSITIVE_INFINITY;
    cost += fee;
  }
  return cost;
}

/** The fee a part with this subtotal pays; null when it is below a minimum that has no fee. */
function feeOf(w: PlanWholesaler, subtotal: number): number | null {
  if (subtotal >= w.minOrderRappen) return 0;
  return w.deliveryFeeRappen;
}

/** Tie-break: per line in cart order, the earlier delivery, then the lower wholesaler id (a dropped line last). */
function compareTies(model: Model, a: readonly number[], b: readonly number[]): number {
  for (const i of model.plannable) {
    if (a[i] === b[i]) continue;
    const d = compareOptionTies(model, i, a[i]!, b[i]!);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Two choices of one line by their tie keys: per part in order, its delivery day then its
 * wholesaler's id; a missing entry counts -1, a dropped line's key is [MAX_SAFE_INTEGER]; then
 * the option's place in the line's list.
 */
function compareOptionTies(model: Model, line: number, ca: number, cb: number): number {
  const length = (c: number) => (c === DROP ? 1 : model.options[line]![c]!.allocs.length * 2);
  const key = (c: number, k: number) => {
    if (c === DROP) return k === 0 ? Number.MAX_SAFE_INTEGER : -1;
    const allocs = model.options[line]![c]!.allocs;
    if (k >= allocs.length * 2) return -1;
    const w = allocs[k >> 1]!.w;
    return k & 1 ? model.wholesalers[w]!.id : model.dayNumbers[w]!;
  };
  for (let k = 0, end = Math.max(length(ca), length(cb)); k < end; k++) {
    const d = key(ca, k) - key(cb, k);
    if (d !== 0) return d;
  }
  // Two splits over the same wholesalers and days: the one listed first (the cheapest-first fill).
  return ca === DROP || cb === DROP ? 0 : ca - cb;
}

function better(model: Model, costA: number, a: readonly number[], costB: number, b: readonly number[]): boolean {
  if (costA !== costB) return costA < costB;
  return compareTies(model, a, b) < 0;
}

// ---------------------------------------------------------------------------------------------

function search(model: Model, nodeBudget: number): { choice: number[]; exact: boolean } {
  let best = incumbent(model);
  let bestCost = objective(model, best);
  const n = model.wholesalers.length;
  // Lines with the most at stake first: their choice decides the minimums.
  const order = [...model.plannable].sort((a, b) => maxCost(model, b) - maxCost(model, a) || a - b);
  const m = order.length;
  const suffixMin = new Array<number>(m + 1).fill(0);
  for (let k = m - 1; k >= 0; k--) suffixMin[k] = suffixMin[k + 1]! + model.options[order[k]!]![0]!.costRappen;
  // For each wholesaler, what the lines could add to it and what that costs over their cheapest
  // option, best ratio first: lifting a part to its minimum costs at least the cheapest such
  // extra (a fractional knapsack), or else the fee.
  const lifts: { k: number; gain: number; extra: number }[][] = Array.from({ length: n }, () => []);
  order.forEach((line, k) => {
    const cheapest = model.options[line]![0]!.costRappen;
    const best = new Map<number, { gain: number; extra: number }>();
    for (const option of model.options[line]!) {
      for (const a of option.allocs) {
        // One lift per line and wholesaler: with several splits there, the most any brings at the
        // least extra any costs, so that it bounds each of them.
        const extra = option.costRappen - cheapest;
        const seen = best.get(a.w);
        best.set(a.w, seen ? { gain: Math.max(seen.gain, a.netRappen), extra: Math.min(seen.extra, extra) } : { gain: a.netRappen, extra });
      }
    }
    for (const [w, lift] of best) if (lift.gain > 0) lifts[w]!.push({ k, ...lift });
  });
  for (const list of lifts) list.sort((a, b) => a.extra * b.gain - b.extra * a.gain || a.k - b.k);
  /** The least extra cost of lifting wholesaler w by `deficit` with the lines from position k on; Infinity when they cannot. */
  const liftCost = (w: number, k: number, deficit: number): number => {
    let extra = 0;
    for (const lift of lifts[w]!) {
      if (lift.k < k) continue;
      if (lift.gain >= deficit) return extra + (lift.extra * deficit) / lift.gain;
      extra += lift.extra;
      deficit -= lift.gain;
    }
    return Number.POSITIVE_INFINITY;
  };

  const choice = [...best];
  const subtotal = new Array<number>(n).fill(0);
  const parts = new Array<number>(n).fill(0);
  let nodes = 0;
  let exhausted = false;

  const bound = (k: number, costSoFar: number): number => {
    let lb = costSoFar + suffixMin[k]!;
    for (let w = 0; w < n && lb <= bestCost; w++) {
      if (!parts[w]) continue;
      const wholesaler = model.wholesalers[w]!;
      const deficit = wholesaler.minOrderRappen - subtotal[w]!;
      if (deficit <= 0) continue;
      lb += Math.min(wholesaler.deliveryFeeRappen ?? Number.POSITIVE_INFINITY, liftCost(w, k, deficit));
    }
    return lb;
  };

  const visit = (k: number, costSoFar: number): void => {
    if (exhausted) return;
    if (++nodes > nodeBudget) {
      exhausted = true;
      return;
    }
    if (k === m) {
      const cost = objective(model, choice);
      if (better(model, cost, choice, bestCost, best)) {
        best = [...choice];
        bestCost = cost;
      }
      return;
    }
    if (bound(k, costSoFar) > bestCost) return;
    const line = order[k]!;
    const lineOptions = model.options[line]!;
    for (let c = 0; c < lineOptions.length; c++) {
      const option = lineOptions[c]!;
      for (const a of option.allocs) {
        subtotal[a.w]! += a.netRappen;
        parts[a.w]!++;
      }
      choice[line] = c;
      visit(k + 1, costSoFar + option.costRappen);
      for (const a of option.allocs) {
        subtotal[a.w]! -= a.netRappen;
        parts[a.w]!--;
      }
      if (exhausted) return;
    }
    choice[line] = DROP;
    visit(k + 1, costSoFar + model.penalty);
  };
  visit(0, 0);
  return { choice: best, exact: !exhausted };
}


// ---------------------------------------------------------------------------------------------
// Exact search over the wholesalers' states (see "The algorithm" above).

/** Wholesalers whose minimum can matter: used by some line, with a minimum and a fee that is not 0. */
function constrainedWholesalers(model: Model): number[] {
  const touched = new Set<number>();
  for (const i of model.plannable) for (const o of model.options[i]!) for (const a of o.allocs) touched.add(a.w);
  return [...touched].filter((w) => model.wholesalers[w]!.minOrderRappen > 0 && model.wholesalers[w]!.deliveryFeeRappen !== 0).sort((a, b) => a - b);
}

const CLOSED = 0;
const PAID = 1;
const REACHED = 2;
const OPEN = 3;

/**
 * Branch and bound over the states of the constrained wholesalers (closed; open paying its fee
 * whatever its subtotal; open and reaching its minimum), then, per complete state, over the
 * lines that still have a choice. Every plan has the cost it is charged in its own state, and
 * no state charges a plan less than it costs, so the cheapest plan over all states is optimal.
 * Everything below runs over flat typed arrays built once per plan (the state search visits
 * about a hundred nodes per cart, the line search a few hundred).
 */
function configurationSearch(model: Model, nodeBudget: number, lineTryNodes: number): { choice: number[]; exact: boolean } {
  let best = incumbent(model);
  let bestCost = objective(model, best);
  const n = model.wholesalers.length;
  // The highest minimums first: their states change the bound most, so the tree is pruned higher up.
  const constrained = constrainedWholesalers(model).sort((a, b) => model.wholesalers[b]!.minOrderRappen - model.wholesalers[a]!.minOrderRappen || a - b);
  const state = new Int8Array(n).fill(OPEN);
  const undecided = new Uint8Array(n);
  for (const w of constrained) undecided[w] = 1;
  const minimum = Float64Array.from(model.wholesalers, (w) => w.minOrderRappen);
  const fee = Float64Array.from(model.wholesalers, (w) => w.deliveryFeeRappen ?? 0);
  // The plannable lines by position p; a line with one option (or a split) is fixed, the others are searched.
  const lines = model.plannable;
  const count = lines.length;
  let nodes = 0;
  let exhausted = false;

  // Line p's options are x = optFrom[p] to optFrom[p + 1] - 1 (option x - optFrom[p] of the line),
  // cheapest first: optW[x] their wholesaler (-1 for a split, then the line's only option),
  // optCost[x] their cost; firstAt[p * n + w] the line's first single option at wholesaler w, or -1.
  const optFrom = new Int32Array(count + 1);
  lines.forEach((i, p) => (optFrom[p + 1] = optFrom[p]! + model.options[i]!.length));
  const optW = new Int32Array(optFrom[count]!);
  const optCost = new Float64Array(optFrom[count]!);
  const firstAt = new Int32Array(count * n).fill(-1);
  lines.forEach((i, p) =>
    model.options[i]!.forEach((option, c) => {
      const x = optFrom[p]! + c;
      optW[x] = option.allocs.length === 1 ? option.allocs[0]!.w : -1;
      optCost[x] = option.costRappen;
      if (optW[x]! >= 0 && firstAt[p * n + optW[x]!]! < 0) firstAt[p * n + optW[x]!] = x;
    }),
  );
  const allocsOf = (p: number, x: number) => model.options[lines[p]!]![x - optFrom[p]!]!.allocs;
  const allowed = (p: number, x: number) => (optW[x]! >= 0 ? state[optW[x]!] !== CLOSED : allocsOf(p, x).every((a) => state[a.w] !== CLOSED));
  /** Per line position, its cheapest allowed option under the current states (DROP when none), as relaxation() last found it. */
  const cheapest = new Int32Array(count);
  const base = new Float64Array(n);
  // The lines that could lift one wholesaler: what each adds to it and what that costs over its cheapest option.
  const liftGain = new Float64Array(count);
  const liftExtra = new Float64Array(count);
  const liftRatio = new Float64Array(count);
  const knapsack = new Float64Array(KNAP_UNITS + 1);

  /** The lines that could lift wholesaler w (not at their cheapest there, gain > 0), into liftGain/liftExtra; their number. */
  const liftsTo = (w: number): number => {
    let lifts = 0;
    for (let p = 0; p < count; p++) {
      const x = cheapest[p]!;
      if (x === DROP || optFrom[p + 1]! - optFrom[p]! === 1 || optW[x] === w) continue;
      const to = firstAt[p * n + w]!;
      if (to < 0 || optCost[to]! <= 0) continue;
      liftGain[lifts] = optCost[to]!;
      liftExtra[lifts] = optCost[to]! - optCost[x]!;
      lifts++;
    }
    return lifts;
  };

  /** The least extra cost of adding `deficit` with the first `lifts` lifts, each taken fractionally (best extra per franc first); Infinity when they cannot. */
  const fractionalLift = (lifts: number, deficit: number): number => {
    for (let y = 0; y < lifts; y++) liftRatio[y] = liftExtra[y]! / liftGain[y]!;
    let extra = 0;
    for (let picks = 0; picks < lifts; picks++) {
      let at = -1;
      let low = Number.POSITIVE_INFINITY;
      for (let y = 0; y < lifts; y++) {
        if (liftRatio[y]! < low) {
          low = liftRatio[y]!;
          at = y;
        }
      }
      if (at < 0) break;
      const gain = liftGain[at]!;
      if (gain >= deficit) return extra + (liftExtra[at]! * deficit) / gain;
      extra += liftExtra[at]!;
      deficit -= gain;
      liftRatio[at] = Number.POSITIVE_INFINITY;
    }
    return Number.POSITIVE_INFINITY;
  };

  /**
   * The least extra cost of adding `deficit` with whole lifts from the first `lifts` (a covering
   * knapsack over KNAP_UNITS units, the gains rounded up, so never more than the true least cost
   * whenever that is at most `slack`; above it, the answer is above it too).
   */
  const integerLift = (lifts: number, deficit: number, slack: number): number => {
    const unit = Math.max(1, Math.ceil(deficit / KNAP_UNITS));
    const units = Math.ceil(deficit / unit);
    knapsack.fill(Number.POSITIVE_INFINITY, 1, units + 1);
    knapsack[0] = 0;
    for (let y = 0; y < lifts; y++) {
      const gain = Math.ceil(liftGain[y]! / unit);
      const extra = liftExtra[y]!;
      // A lift dearer than the slack is in no cover cheap enough to matter (extras are >= 0): left out, the answer changes only above the slack.
      if (extra > slack) continue;
      // Descending, so each lift is taken at most once; up to its gain it covers u alone.
      for (let u = units; u > gain; u--) {
        const take = extra + knapsack[u - gain]!;
        if (take < knapsack[u]!) knapsack[u] = take;
      }
      for (let u = Math.min(gain, units); u > 0; u--) if (extra < knapsack[u]!) knapsack[u] = extra;
    }
    return knapsack[units]!;
  };

  /** Line position p's first option from x on that the decided states allow, or DROP. */
  const firstAllowed = (p: number, x: number): number => {
    const end = optFrom[p + 1]!;
    while (x < end && !allowed(p, x)) x++;
    return x === end ? DROP : x;
  };
  /** Adds (sign 1) or takes back (-1) option x of line position p to its wholesalers' subtotals in `base`. */
  const shiftBase = (p: number, x: number, sign: 1 | -1): void => {
    if (optW[x]! >= 0) base[optW[x]!]! += sign * optCost[x]!;
    else for (const a of allocsOf(p, x)) base[a.w]! += sign * a.netRappen;
  };

  /**
   * The lower bound of the states decided so far: the fees of the PAID ones, each line at its
   * cheapest allowed option (into `cheapest`), and each REACHED wholesaler lifted to its minimum
   * at the least extra cost per franc (fractionally; `integer`: by whole lines).
   */
  const relaxation = (integer = false): number => {
    let lb = 0;
    for (const w of constrained) if (!undecided[w] && state[w] === PAID) lb += fee[w]!;
    base.fill(0);
    for (let p = 0; p < count; p++) {
      const x = firstAllowed(p, optFrom[p]!);
      cheapest[p] = x;
      if (x === DROP) {
        lb += model.penalty;
        continue;
      }
      lb += optCost[x]!;
      shiftBase(p, x, 1);
    }
    for (const w of constrained) {
      if (undecided[w] || state[w] !== REACHED || lb > bestCost) continue;
      const deficit = minimum[w]! - base[w]!;
      if (deficit <= 0) continue;
      const lifts = liftsTo(w);
      lb += integer ? integerLift(lifts, deficit, bestCost - lb) : fractionalLift(lifts, deficit);
    }
    return lb;
  };

  // The search over the states keeps the relaxation up to date instead of computing it anew: the
  // cheapest options change only when a wholesaler is CLOSED (then they are saved per depth and
  // restored after), and a REACHED wholesaler's lift only with them.
  let sumCheapest = 0;
  const liftOf = new Float64Array(n);
  const liftKnown = new Uint8Array(n);
  const depths = constrained.length;
  const savedCheapest = new Int32Array(depths * count);
  const savedBase = new Float64Array(depths * n);
  const savedLift = new Float64Array(depths * n);
  const savedKnown = new Uint8Array(depths * n);
  const savedSum = new Float64Array(depths);
  /** Moves line position p's cheapest option from x to the next allowed one (or DROP). */
  const advance = (p: number, x: number): void => {
    sumCheapest -= optCost[x]!;
    shiftBase(p, x, -1);
    const y = firstAllowed(p, x + 1);
    cheapest[p] = y;
    if (y === DROP) {
      sumCheapest += model.penalty;
      return;
    }
    sumCheapest += optCost[y]!;
    shiftBase(p, y, 1);
  };
  /** Wholesaler w has just been CLOSED: the lines whose cheapest option used it move on (options before it were not allowed already). */
  const close = (w: number): void => {
    for (let p = 0; p < count; p++) {
      const x = cheapest[p]!;
      if (x === DROP || (optW[x]! >= 0 ? optW[x] !== w : allocsOf(p, x).every((a) => a.w !== w))) continue;
      advance(p, x);
    }
    liftKnown.fill(0);
  };
  /** The relaxation's bound (see relaxation()), from the kept cheapest options and lifts. */
  const stateBound = (): number => {
    let lb = 0;
    for (const w of constrained) if (!undecided[w] && state[w] === PAID) lb += fee[w]!;
    // Whole rappen up to here, so the sum is exactly relaxation()'s whatever its order.
    lb += sumCheapest;
    for (const w of constrained) {
      if (undecided[w] || state[w] !== REACHED || lb > bestCost) continue;
      if (!liftKnown[w]) {
        const deficit = minimum[w]! - base[w]!;
        liftOf[w] = deficit <= 0 ? 0 : fractionalLift(liftsTo(w), deficit);
        liftKnown[w] = 1;
      }
      lb += liftOf[w]!;
    }
    return lb;
  };

  const visitStates = (j: number): void => {
    if (exhausted) return;
    if (++nodes > nodeBudget) {
      exhausted = true;
      return;
    }
    const lb = stateBound();
    if (lb > bestCost) return;
    if (j === constrained.length) {
      leaves.push({ states: Int8Array.from(state), lb });
      return;
    }
    const w = constrained[j]!;
    undecided[w] = 0;
    const states = model.wholesalers[w]!.deliveryFeeRappen === null ? [REACHED, CLOSED] : [REACHED, PAID, CLOSED];
    for (const s of states) {
      state[w] = s;
      if (s !== CLOSED) visitStates(j + 1);
      else {
        savedCheapest.set(cheapest, j * count);
        savedBase.set(base, j * n);
        savedLift.set(liftOf, j * n);
        savedKnown.set(liftKnown, j * n);
        savedSum[j] = sumCheapest;
        close(w);
        visitStates(j + 1);
        cheapest.set(savedCheapest.subarray(j * count, (j + 1) * count));
        base.set(savedBase.subarray(j * n, (j + 1) * n));
        liftOf.set(savedLift.subarray(j * n, (j + 1) * n));
        liftKnown.set(savedKnown.subarray(j * n, (j + 1) * n));
        sumCheapest = savedSum[j]!;
      }
      if (exhausted) break;
    }
    state[w] = OPEN;
    undecided[w] = 1;
  };

  // Per state: the lines with a choice (positions p), each with its allowed options allow[allowFrom[p]] onwards (allowCount[p] of them).
  const allow = new Int32Array(optFrom[count]!);
  const allowCount = new Int32Array(count);
  const warm = new Float64Array(n);
  /** The integer lift tables of the state being solved (grown when a state needs more). */
  let knapBuffer = new Float64Array(0);

  /**
   * All states decided: branch and bound over the lines with a choice, every REACHED wholesaler
   * lifted to its minimum. First without multipliers (the integer lift bound alone usually
   * closes the state within LINE_TRY_NODES nodes), then, if not, again with Lagrangian
   * multipliers, which prune where the minimums pull many lines a little.
   */
  const solveState = (): void => {
    // The state's root node.
    if (++nodes > nodeBudget) {
      exhausted = true;
      return;
    }
    // The integer lift bound of the whole state, before anything is sorted or built.
    if (relaxation(true) > bestCost) return;
    const choice: number[] = [...best];
    const free: number[] = [];
    const sub = new Float64Array(n);
    let fixedCost = 0;
    for (const w of constrained) if (state[w] === PAID) fixedCost += fee[w]!;
    for (let p = 0; p < count; p++) {
      let ok = 0;
      for (let x = optFrom[p]!; x < optFrom[p + 1]!; x++) if (allowed(p, x)) allow[optFrom[p]! + ok++] = x;
      allowCount[p] = ok;
      const i = lines[p]!;
      if (ok > 1) {
        free.push(p);
        continue;
      }
      if (ok === 0) {
        choice[i] = DROP;
        fixedCost += model.penalty;
        continue;
      }
      const x = allow[optFrom[p]!]!;
      choice[i] = x - optFrom[p]!;
      fixedCost += optCost[x]!;
      for (const a of allocsOf(p, x)) sub[a.w]! += a.netRappen;
    }
    const reached = constrained.filter((w) => state[w] === REACHED && minimum[w]! > sub[w]!);
    const m = free.length;
    let stopped = false;
    let stopAt = nodes + lineTryNodes;

    const attempt = (lambda: Float64Array): void => {
      stopped = false;
      const reduced = (x: number) => optCost[x]! * (1 - lambda[optW[x]!]!);
      const regret = new Float64Array(count);
      for (const p of free) {
        const from = optFrom[p]!;
        const list = allow.subarray(from, from + allowCount[p]!).sort((a, b) => reduced(a) - reduced(b) || a - b);
        regret[p] = reduced(list[1]!) - reduced(list[0]!);
      }
      // The lines whose best option is clearest first (their other options are pruned at once, near
      // the root); the close calls last, where a wrong guess costs only a small subtree.
      free.sort((a, b) => regret[b]! - regret[a]! || a - b);
      let constLag = 0;
      for (const w of reached) constLag += lambda[w]! * (minimum[w]! - sub[w]!);
      const lagBase = fixedCost + constLag;
      // Per line position k (free[k]), its allowed options from kFrom[k] to kFrom[k + 1], best reduced cost first.
      const kFrom = new Int32Array(m + 1);
      for (let k = 0; k < m; k++) kFrom[k + 1] = kFrom[k]! + allowCount[free[k]!]!;
      const kOption = new Int32Array(kFrom[m]!);
      const kW = new Int32Array(kFrom[m]!);
      const kCost = new Float64Array(kFrom[m]!);
      for (let k = 0; k < m; k++) {
        const p = free[k]!;
        for (let y = 0; y < allowCount[p]!; y++) {
          const x = allow[optFrom[p]! + y]!;
          kOption[kFrom[k]! + y] = x - optFrom[p]!;
          kW[kFrom[k]! + y] = optW[x]!;
          kCost[kFrom[k]! + y] = optCost[x]!;
        }
      }
      // Suffix sums from position k on: the Lagrangian costs, the cheapest costs, and what the cheapest options bring each REACHED wholesaler r.
      const R = reached.length;
      const suffixLag = new Float64Array(m + 1);
      const suffixMin = new Float64Array(m + 1);
      const baseFrom = new Float64Array(R * (m + 1));
      for (let k = m - 1; k >= 0; k--) {
        const p = free[k]!;
        const x = cheapest[p]!;
        suffixLag[k] = suffixLag[k + 1]! + reduced(allow[optFrom[p]!]!);
        suffixMin[k] = suffixMin[k + 1]! + optCost[x]!;
        for (let r = 0; r < R; r++) baseFrom[r * (m + 1) + k] = baseFrom[r * (m + 1) + k + 1]! + (optW[x] === reached[r] ? optCost[x]! : 0);
      }
      // Per REACHED wholesaler r, the lines that could move to it (liftK: their position), best extra cost per franc first.
      const liftFrom = new Int32Array(R + 1);
      const liftK: number[] = [];
      const liftGainK: number[] = [];
      const liftExtraK: number[] = [];
      for (let r = 0; r < R; r++) {
        const list: number[] = [];
        for (let k = 0; k < m; k++) {
          const p = free[k]!;
          const to = firstAt[p * n + reached[r]!]!;
          if (optW[cheapest[p]!] !== reached[r] && to >= 0) list.push(k);
        }
        const gainOf = (k: number) => optCost[firstAt[free[k]! * n + reached[r]!]!]!;
        const extraOf = (k: number) => gainOf(k) - optCost[cheapest[free[k]!]!]!;
        list.sort((a, b) => extraOf(a) * gainOf(b) - extraOf(b) * gainOf(a) || a - b);
        for (const k of list) {
          liftK.push(k);
          liftGainK.push(gainOf(k));
          liftExtraK.push(extraOf(k));
        }
        liftFrom[r + 1] = liftK.length;
      }
      const weight = lambda;
      const reachedMin = Float64Array.from(reached, (w) => minimum[w]!);
      const reachedW = Int32Array.from(reached);
      const subNow = Float64Array.from(sub);
      // Integer lift tables (built after the dive, see below).
      const unit = Float64Array.from(reached, (w) => Math.max(1, Math.ceil((minimum[w]! - sub[w]!) / KNAP_UNITS)));
      const units = Int32Array.from(reached, (w, r) => Math.ceil((minimum[w]! - sub[w]!) / unit[r]!));
      const knapFrom = new Int32Array(R + 1);
      const rowAt = new Int32Array(R * (m + 1));
      /**
       * Per REACHED wholesaler r, a covering-knapsack table: row t holds, for u units (of unit[r]
       * rappen, gains rounded up), the least extra cost of adding u units with the last t of its
       * lifts (by position); the lines from position k on use row rowAt[r * (m + 1) + k]. Lifts
       * dearer than the slack (what the best plan leaves over the lines at their cheapest) are
       * left out: a cover with one costs more than the slack, so every bound that could still
       * prune nothing is unchanged.
       */
      const buildTables = (): void => {
        const slack = bestCost - fixedCost - suffixMin[0]!;
        for (let r = 0; r < R; r++) {
          let rows = 1;
          for (let y = liftFrom[r]!; y < liftFrom[r + 1]!; y++) if (liftExtraK[y]! <= slack) rows++;
          knapFrom[r + 1] = knapFrom[r]! + rows * (units[r]! + 1);
        }
        if (knapBuffer.length < knapFrom[R]!) knapBuffer = new Float64Array(Math.max(knapFrom[R]!, 2 * knapBuffer.length));
        const knap = knapBuffer;
        for (let r = 0; r < R; r++) {
          const width = units[r]! + 1;
          const at = knapFrom[r]!;
          knap[at] = 0;
          knap.fill(Number.POSITIVE_INFINITY, at + 1, at + width);
          gainAt.fill(0);
          for (let y = liftFrom[r]!; y < liftFrom[r + 1]!; y++) {
            if (liftExtraK[y]! > slack) continue;
            gainAt[liftK[y]!] = Math.ceil(liftGainK[y]! / unit[r]!);
            extraAt[liftK[y]!] = liftExtraK[y]!;
          }
          let t = 0;
          for (let k = m - 1; k >= 0; k--) {
            const gain = gainAt[k]!;
            if (gain > 0) {
              const row = at + (t + 1) * width;
              const prev = row - width;
              const extra = extraAt[k]!;
              knap[row] = 0;
              const alone = Math.min(gain, width - 1);
              for (let u = 1; u <= alone; u++) {
                const keep = knap[prev + u]!;
                knap[row + u] = keep < extra ? keep : extra;
              }
              for (let u = alone + 1; u < width; u++) {
                const keep = knap[prev + u]!;
                const take = extra + knap[prev + u - gain]!;
                knap[row + u] = keep < take ? keep : take;
              }
              t++;
            }
            rowAt[r * (m + 1) + k] = t;
          }
        }
      };
      const gainAt = new Float64Array(m);
      const extraAt = new Float64Array(m);
      /** The integer lift bound: the lines at their cheapest, each REACHED wholesaler lifted by whole lines (each on its own). */
      const knapBound = (k: number, costSoFar: number): number => {
        let lb = fixedCost + costSoFar + suffixMin[k]!;
        for (let r = 0; r < R && lb <= bestCost; r++) {
          const deficit = reachedMin[r]! - subNow[reachedW[r]!]! - baseFrom[r * (m + 1) + k]!;
          if (deficit <= 0) continue;
          const width = units[r]! + 1;
          lb += knapBuffer[knapFrom[r]! + rowAt[r * (m + 1) + k]! * width + Math.min(width - 1, Math.ceil(deficit / unit[r]!))]!;
        }
        return lb;
      };
      /** The fractional lift bound: the lines at their cheapest, each REACHED wholesaler lifted fractionally. */
      const liftBound = (k: number, costSoFar: number): number => {
        let lb = fixedCost + costSoFar + suffixMin[k]!;
        for (let r = 0; r < R && lb <= bestCost; r++) {
          let deficit = reachedMin[r]! - subNow[reachedW[r]!]! - baseFrom[r * (m + 1) + k]!;
          if (deficit <= 0) continue;
          let extra = Number.POSITIVE_INFINITY;
          let sum = 0;
          for (let y = liftFrom[r]!, end = liftFrom[r + 1]!; y < end; y++) {
            if (liftK[y]! < k) continue;
            const gain = liftGainK[y]!;
            if (gain >= deficit) {
              extra = sum + (liftExtraK[y]! * deficit) / gain;
              break;
            }
            sum += liftExtraK[y]!;
            deficit -= gain;
          }
          lb += extra;
        }
        return lb;
      };
      /**
       * A good plan of this state before the search, so that it prunes from the start: each line at
       * its best Lagrangian option, then every wholesaler below its minimum lifted by the moves that
       * cost least extra per franc (never taking a wholesaler that must reach its minimum below
       * it), then each line moved to a cheaper option while that keeps every minimum.
       */
      const lagrangianDive = (): void => {
        const trial = [...choice];
        const now = new Int32Array(count);
        const subDive = Float64Array.from(sub);
        const move = (p: number, x: number) => {
          subDive[optW[now[p]!]!]! -= optCost[now[p]!]!;
          now[p] = x;
          subDive[optW[x]!]! += optCost[x]!;
        };
        for (const p of free) {
          now[p] = allow[optFrom[p]!]!;
          subDive[optW[now[p]!]!]! += optCost[now[p]!]!;
        }
        const mustKeep = (w: number, loss: number) => state[w] === REACHED && subDive[w]! - loss < minimum[w]!;
        for (const w of reached) {
          while (subDive[w]! < minimum[w]!) {
            let pick = -1;
            let pickRatio = Number.POSITIVE_INFINITY;
            for (const p of free) {
              const from = optW[now[p]!]!;
              if (from === w || mustKeep(from, optCost[now[p]!]!)) continue;
              const to = firstAt[p * n + w]!;
              if (to < 0) continue;
              const ratio = (optCost[to]! - optCost[now[p]!]!) / optCost[to]!;
              if (ratio < pickRatio) {
                pick = p;
                pickRatio = ratio;
              }
            }
            if (pick < 0) return;
            move(pick, firstAt[pick * n + w]!);
          }
        }
        for (let improved = true; improved; ) {
          improved = false;
          for (const p of free) {
            if (mustKeep(optW[now[p]!]!, optCost[now[p]!]!)) continue;
            for (let y = 0; y < allowCount[p]!; y++) {
              const x = allow[optFrom[p]! + y]!;
              if (optCost[x]! >= optCost[now[p]!]!) continue;
              move(p, x);
              improved = true;
              break;
            }
          }
        }
        for (const p of free) trial[lines[p]!] = now[p]! - optFrom[p]!;
        const cost = objective(model, trial);
        if (better(model, cost, trial, bestCost, best)) {
          best = trial;
          bestCost = cost;
        }
      };
      /**
       * Node k (its bounds already checked by the caller): each option of line position k, best
       * reduced cost first. A child's Lagrangian bound is this node's plus the option's reduced
       * cost, so once one child is pruned by it, so are the options after it: they are counted
       * as visited nodes (the budget means the same as one call per node) and skipped.
       */
      const visit = (k: number, costSoFar: number, lagSoFar: number): void => {
        const i = lines[free[k]!]!;
        const last = k + 1 === m;
        for (let y = kFrom[k]!, end = kFrom[k + 1]!; y < end; y++) {
          if (++nodes > nodeBudget) {
            exhausted = true;
            return;
          }
          if (nodes > stopAt) {
            stopped = true;
            return;
          }
          const w = kW[y]!;
          const cost = kCost[y]!;
          const childCost = costSoFar + cost;
          const childLag = lagSoFar + cost * weight[w]!;
          if (lagBase + childCost - childLag + suffixLag[k + 1]! > bestCost + EPSILON) {
            nodes += end - y - 1;
            if (nodes > nodeBudget) exhausted = true;
            return;
          }
          choice[i] = kOption[y]!;
          subNow[w]! += cost;
          if (knapBound(k + 1, childCost) <= bestCost && liftBound(k + 1, childCost) <= bestCost) {
            if (!last) visit(k + 1, childCost, childLag);
            else {
              const total = objective(model, choice);
              if (better(model, total, choice, bestCost, best)) {
                best = [...choice];
                bestCost = total;
              }
            }
          }
          subNow[w]! -= cost;
          if (exhausted || stopped) return;
        }
      };
      lagrangianDive();
      if (lagBase + suffixLag[0]! > bestCost + EPSILON || liftBound(0, 0) > bestCost) return;
      buildTables();
      if (knapBound(0, 0) > bestCost) return;
      if (m > 0) visit(0, 0, 0);
      else {
        const total = objective(model, choice);
        if (better(model, total, choice, bestCost, best)) {
          best = [...choice];
          bestCost = total;
        }
      }
    };

    attempt(new Float64Array(n));
    if (!stopped) return;
    stopAt = Number.POSITIVE_INFINITY;
    // Lagrangian multipliers of the minimums (a lower bound for any multipliers >= 0):
    // cost >= fixed + sum over lines of cost * (1 - lambda[w]) + sum over w of lambda[w] * (minimum - fixed subtotal).
    const lagFrom = new Int32Array(m + 1);
    free.forEach((p, k) => (lagFrom[k + 1] = lagFrom[k]! + allowCount[p]!));
    const lagW = new Int32Array(lagFrom[m]!);
    const lagCost = new Float64Array(lagFrom[m]!);
    free.forEach((p, k) => {
      for (let y = 0; y < allowCount[p]!; y++) {
        lagW[lagFrom[k]! + y] = optW[allow[optFrom[p]! + y]!]!;
        lagCost[lagFrom[k]! + y] = optCost[allow[optFrom[p]! + y]!]!;
      }
    });
    const lambda = lagrangeMultipliers(minimum, lagFrom, lagW, lagCost, reached, sub, fixedCost, bestCost, warm);
    for (const w of reached) warm[w] = lambda[w]!;
    attempt(lambda);
  };

  // The complete states, most promising first: the best plan is usually found in the first one, and prunes the others.
  const leaves: { states: Int8Array; lb: number }[] = [];
  relaxation();
  sumCheapest = 0;
  for (let p = 0; p < count; p++) sumCheapest += cheapest[p] === DROP ? model.penalty : optCost[cheapest[p]!]!;
  visitStates(0);
  leaves.sort((a, b) => a.lb - b.lb);
  for (const leaf of leaves) {
    if (exhausted || leaf.lb > bestCost) break;
    for (const w of constrained) {
      state[w] = leaf.states[w]!;
      undecided[w] = 0;
    }
    solveState();
  }
  return { choice: best, exact: !exhausted };
}

/** Floating-point slack for the Lagrangian bound (money is whole rappen, so it loses nothing). */
const EPSILON = 1e-6;
/** Width of the integer lift tables: a minimum is counted in this many units (gains rounded up, so the bound stays valid). */
const KNAP_UNITS = 256;

/**
 * Multipliers for the minimums of the REACHED wholesalers that make the Lagrangian bound high
 * (subgradient ascent, a few dozen steps); any multipliers >= 0 give a valid bound, these a strong one.
 * The free lines' allowed options are flat: line k's from `from[k]` to `from[k + 1]`, at wholesaler `optW`, costing `optCost`.
 */
function lagrangeMultipliers(
  minimum: Float64Array,
  from: Int32Array,
  optW: Int32Array,
  optCost: Float64Array,
  reached: readonly number[],
  fixedSubtotal: Float64Array,
  fixedCost: number,
  upper: number,
  /** Where to start: the multipliers of a neighbouring state (the states differ in one or two wholesalers). */
  start: Float64Array,
): Float64Array {
  const n = minimum.length;
  const m = from.length - 1;
  const lambda = new Float64Array(n);
  for (const w of reached) lambda[w] = start[w]!;
  if (!reached.length || !Number.isFinite(upper)) return lambda;
  let bestLambda = Float64Array.from(lambda);
  let bestValue = Number.NEGATIVE_INFINITY;
  let theta = 1;
  let stale = 0;
  const sub = new Float64Array(n);
  const keep = new Float64Array(n);
  for (let step = 0; step < 200; step++) {
    let value = fixedCost;
    for (let w = 0; w < n; w++) keep[w] = 1 - lambda[w]!;
    for (const w of reached) {
      value += lambda[w]! * (minimum[w]! - fixedSubtotal[w]!);
      sub[w] = fixedSubtotal[w]!;
    }
    for (let k = 0; k < m; k++) {
      let low = Number.POSITIVE_INFINITY;
      let at = -1;
      let gain = 0;
      for (let x = from[k]!, end = from[k + 1]!; x < end; x++) {
        const w = optW[x]!;
        const r = optCost[x]! * keep[w]!;
        if (r < low) {
          low = r;
          at = w;
          gain = optCost[x]!;
        }
      }
      value += low;
      sub[at]! += gain;
    }
    if (value > bestValue + EPSILON) {
      bestValue = value;
      bestLambda = Float64Array.from(lambda);
      stale = 0;
    } else if (++stale >= 15) {
      theta /= 2;
      stale = 0;
    }
    let norm = 0;
    for (const w of reached) {
      const g = minimum[w]! - sub[w]!;
      if (g > 0 || lambda[w]! > 0) norm += g * g;
    }
    if (norm === 0 || bestValue > upper || theta < 1e-3) break;
    const size = (theta * (upper - value)) / norm;
    for (const w of reached) lambda[w] = Math.min(1, Math.max(0, lambda[w]! + size * (minimum[w]! - sub[w]!)));
  }
  return bestLambda;
}

const maxCost = (model: Model, line: number) => model.options[line]![model.options[line]!.length - 1]!.costRappen;

/** The per-line-cheapest plan (lines that break a fee-less minimum dropped), improved by local search. */
function incumbent(model: Model): number[] {
  const choice: number[] = [];
  for (const i of model.plannable) choice[i] = 0;
  // Per-line cheapest may put a line in a part that breaks a minimum without fee: drop the lines
  // of such parts (again, as dropping a split line can lower another part) until none is left.
  const n = model.wholesalers.length;
  for (let dropped = true; dropped; ) {
    dropped = false;
    const subtotal = new Array<number>(n).fill(0);
    for (const i of model.plannable) if (choice[i] !== DROP) for (const a of model.options[i]![choice[i]!]!.allocs) subtotal[a.w]! += a.netRappen;
    for (const i of model.plannable) {
      if (choice[i] === DROP) continue;
      if (model.options[i]![choice[i]!]!.allocs.some((a) => feeOf(model.wholesalers[a.w]!, subtotal[a.w]!) === null)) {
        choice[i] = DROP;
        dropped = true;
      }
    }
  }
  let cost = objective(model, choice);
  // The parts' subtotals and line counts of `choice`, kept up to date by every move taken.
  const subtotal = new Float64Array(n);
  const count = new Int32Array(n);
  const mark = new Int32Array(n);
  const touched = new Int32Array(n);
  let stamp = 0;
  const partCost = (w: number) => (count[w]! ? (feeOf(model.wholesalers[w]!, subtotal[w]!) ?? Number.POSITIVE_INFINITY) : 0);
  const optionCost = (i: number, c: number) => (c === DROP ? model.penalty : model.options[i]![c]!.costRappen);
  const allocsOf = (i: number, c: number) => (c === DROP ? NO_ALLOCS : model.options[i]![c]!.allocs);
  const apply = (allocs: readonly Alloc[], sign: 1 | -1) => {
    for (const a of allocs) {
      subtotal[a.w]! += sign * a.netRappen;
      count[a.w]! += sign;
    }
  };
  for (const i of model.plannable) apply(allocsOf(i, choice[i]!), 1);
  // A batch of moves (line movedLine[k] to option movedTo[k]), tried on the kept subtotals.
  const movedLine = new Int32Array(model.lines.length);
  const movedTo = new Int32Array(model.lines.length);
  let moves = 0;
  /**
   * The cost of the plan with the batch of moves (applied to the subtotals; `undo` takes them
   * back): whole rappen throughout, so exactly what objective() would answer for it.
   */
  const tryMoves = (): number => {
    stamp++;
    let touchedCount = 0;
    let delta = 0;
    for (let k = 0; k < moves; k++) {
      const i = movedLine[k]!;
      for (const a of allocsOf(i, choice[i]!)) {
        if (mark[a.w] === stamp) continue;
        mark[a.w] = stamp;
        touched[touchedCount++] = a.w;
      }
      for (const a of allocsOf(i, movedTo[k]!)) {
        if (mark[a.w] === stamp) continue;
        mark[a.w] = stamp;
        touched[touchedCount++] = a.w;
      }
      delta += optionCost(i, movedTo[k]!) - optionCost(i, choice[i]!);
    }
    let before = 0;
    for (let t = 0; t < touchedCount; t++) before += partCost(touched[t]!);
    for (let k = 0; k < moves; k++) {
      apply(allocsOf(movedLine[k]!, choice[movedLine[k]!]!), -1);
      apply(allocsOf(movedLine[k]!, movedTo[k]!), 1);
    }
    let after = 0;
    for (let t = 0; t < touchedCount; t++) after += partCost(touched[t]!);
    return cost + delta - before + after;
  };
  const undo = () => {
    for (let k = moves - 1; k >= 0; k--) {
      apply(allocsOf(movedLine[k]!, movedTo[k]!), -1);
      apply(allocsOf(movedLine[k]!, choice[movedLine[k]!]!), 1);
    }
  };
  /** Takes the tried batch when it makes a better plan (cheaper, or as cheap and first by the tie-break), else undoes it. */
  const takeIfBetter = (next: number): boolean => {
    let taken = next < cost;
    if (!taken && next === cost && Number.isFinite(next)) {
      const moved = [...choice];
      for (let k = 0; k < moves; k++) moved[movedLine[k]!] = movedTo[k]!;
      taken = compareTies(model, moved, choice) < 0;
    }
    if (!taken) {
      undo();
      return false;
    }
    for (let k = 0; k < moves; k++) choice[movedLine[k]!] = movedTo[k]!;
    cost = next;
    return true;
  };
  const scratch = { to: new Int32Array(model.lines.length), gain: new Float64Array(model.lines.length), extra: new Float64Array(model.lines.length), candidates: [] as number[] };
  for (let improved = true; improved; ) {
    improved = false;
    // Move one line to another option. Dropping a supplied line is never taken (the penalty
    // exceeds any cost it saves), so it is not tried.
    for (const i of model.plannable) {
      const options = model.options[i]!;
      for (let c = 0; c < options.length; c++) {
        const from = choice[i]!;
        if (c === from) continue;
        // The usual case, one wholesaler before and after: a move dearer than the fees it could save is not tried.
        if (from !== DROP && options[from]!.allocs.length === 1 && options[c]!.allocs.length === 1) {
          const w0 = options[from]!.allocs[0]!.w;
          const w1 = options[c]!.allocs[0]!.w;
          const saving = w0 === w1 ? partCost(w0) : partCost(w0) + partCost(w1);
          if (options[c]!.costRappen - options[from]!.costRappen > saving) continue;
        }
        movedLine[0] = i;
        movedTo[0] = c;
        moves = 1;
        if (takeIfBetter(tryMoves())) improved = true;
      }
    }
    // Lift a part that is below its minimum: move to it the lines that cost least extra per
    // franc they add, until it reaches the minimum (saves its fee, or makes it allowed at all).
    for (let w = 0; w < n; w++) {
      if (subtotal[w]! >= model.wholesalers[w]!.minOrderRappen) continue;
      moves = liftToMinimum(model, choice, w, subtotal[w]!, movedLine, movedTo, scratch);
      if (moves && takeIfBetter(tryMoves())) improved = true;
    }
    // Empty one wholesaler in use: each of its lines to its cheapest option elsewhere.
    for (let w = 0; w < n; w++) {
      if (!count[w]) continue;
      moves = 0;
      for (const i of model.plannable) {
        const c = choice[i]!;
        if (c === DROP || !model.options[i]![c]!.allocs.some((a) => a.w === w)) continue;
        movedLine[moves] = i;
        movedTo[moves++] = model.options[i]!.findIndex((o) => o.allocs.every((a) => a.w !== w));
      }
      if (takeIfBetter(tryMoves())) improved = true;
    }
  }
  return choice;
}

/**
 * The moves that lift wholesaler w's part (now `subtotal`, below its minimum) to its minimum, the
 * lines that cost least extra per franc first, into movedLine/movedTo; their number, 0 when they cannot.
 */
function liftToMinimum(
  model: Model,
  choice: readonly number[],
  w: number,
  subtotal: number,
  movedLine: Int32Array,
  movedTo: Int32Array,
  scratch: { to: Int32Array; gain: Float64Array; extra: Float64Array; candidates: number[] },
): number {
  const minimum = model.wholesalers[w]!.minOrderRappen;
  const { to, gain, extra, candidates } = scratch;
  candidates.length = 0;
  for (const i of model.plannable) {
    const now = choice[i] === DROP ? null : model.options[i]![choice[i]!]!;
    if (now?.allocs.some((a) => a.w === w)) continue;
    const c = model.options[i]!.findIndex((o) => o.allocs.length === 1 && o.allocs[0]!.w === w);
    if (c < 0) continue;
    const option = model.options[i]![c]!;
    candidates.push(i);
    to[i] = c;
    gain[i] = option.costRappen;
    extra[i] = option.costRappen - (now ? now.costRappen : model.penalty);
  }
  candidates.sort((a, b) => extra[a]! * gain[b]! - extra[b]! * gain[a]! || a - b);
  let moves = 0;
  for (const i of candidates) {
    if (subtotal >= minimum) break;
    movedLine[moves] = i;
    movedTo[moves++] = to[i]!;
    subtotal += gain[i]!;
  }
  return subtotal >= minimum ? moves : 0;
}

// ---------------------------------------------------------------------------------------------

function present(
  model: Model,
  choice: readonly number[],
  unsupplied: UnsuppliedLine[],
  references: ReadonlyMap<number, readonly PlanOffer[]>,
  exact: boolean,
): BasketPlan {
  const byWholesaler = new Map<number, PlannedPartLine[]>();
  const dropped: UnsuppliedLine[] = [];
  for (const i of model.plannable) {
    const line = model.lines[i]!;
    const c = choice[i]!;
    if (c === DROP) {
      dropped.push({ productId: line.productId, quantity: line.quantity, reason: 'below_minimum', available: model.available[i]! });
      continue;
    }
    for (const a of model.options[i]![c]!.allocs) {
      const others = (references.get(line.productId) ?? []).filter((o) => o.offerId !== a.offer.offerId);
      const reference = others.length ? Math.min(...others.map((o) => o.priceRappen)) : null;
      const partLines = byWholesaler.get(a.w) ?? [];
      partLines.push({
        productId: line.productId,
        offerId: a.offer.offerId,
        quantity: a.quantity,
        unitPriceRappen: a.offer.priceRappen,
        netRappen: a.netRappen,
        vatRateBasisPoints: line.vatRateBasisPoints!,
        referencePriceRappen: reference,
      });
      byWholesaler.set(a.w, partLines);
    }
  }
  const parts = [...byWholesaler.entries()]
    .sort(([a], [b]) => a - b)
    .map(([w, lines]): PlannedPart => {
      const wholesaler = model.wholesalers[w]!;
      const subtotalRappen = lines.reduce((s, l) => s + l.netRappen, 0);
      const feeRappen = feeOf(wholesaler, subtotalRappen) ?? 0;
      return {
        wholesalerId: wholesaler.id,
        deliveryDate: model.dates[w]!,
        lines,
        subtotalRappen,
        feeRappen,
        minOrderRappen: wholesaler.minOrderRappen,
        missingRappen: Math.max(0, wholesaler.minOrderRappen - subtotalRappen),
        totals: partTotals(lines, feeRappen),
      };
    });
  // Unsupplied lines in cart order.
  const position = new Map(model.lines.map((l, i) => [l.productId, i]));
  const all = [...unsupplied, ...dropped].sort((a, b) => position.get(a.productId)! - position.get(b.productId)!);
  return { parts, unsupplied: all, totals: sumTotals(parts.map((p) => p.totals)), exact };
}

/** A part's totals: its lines, and its fee as one more line at the standard rate. */
export function partTotals(lines: ReadonlyArray<{ unitPriceRappen: number; quantity: number; vatRateBasisPoints: number }>, feeRappen: number): PlanTotals {
  const taxed = lines.map((l) => ({ unitPriceRappen: l.unitPriceRappen, quantity: l.quantity, vatRate: l.vatRateBasisPoints / 100 }));
  if (feeRappen > 0) taxed.push({ unitPriceRappen: feeRappen, quantity: 1, vatRate: FEE_VAT_RATE });
  const totals = computeTotals(taxed);
  return { netRappen: totals.netRappen - feeRappen, feesRappen: feeRappen, vat: totals.vat, grossRappen: totals.grossRappen };
}

/** The plan's (or order's) totals: the sums of its parts', VAT per rate. */
export function sumTotals(parts: readonly PlanTotals[]): PlanTotals {
  const byRate = new Map<number, { baseRappen: number; amountRappen: number }>();
  let netRappen = 0;
  let feesRappen = 0;
  let grossRappen = 0;
  for (const part of parts) {
    netRappen += part.netRappen;
    feesRappen += part.feesRappen;
    grossRappen += part.grossRappen;
    for (const vat of part.vat) {
      const sum = byRate.get(vat.rate) ?? { baseRappen: 0, amountRappen: 0 };
      byRate.set(vat.rate, { baseRappen: sum.baseRappen + vat.baseRappen, amountRappen: sum.amountRappen + vat.amountRappen });
    }
  }
  const vat = [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, sum]) => ({ rate, ...sum }));
  return { netRappen, feesRappen, vat, grossRappen };
}
