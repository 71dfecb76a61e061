import { Injectable } from '@nestjs/common';
import { cutoffMinutes, DEFAULT_CUTOFF, DELIVERY_HORIZON_DAYS, parsePostcodes, postcodeOf, servesPostcode } from '@mercato/contracts';
import type { LockedOffers } from '../../../catalogue/index.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { planBasket, type BasketPlan, type PlanWholesaler } from '../../domain/planning/basket-plan.js';
import { addDays, canDeliverOn, isCalendarDate, zurichClock } from '../../domain/planning/delivery-calendar.js';
import { Clock } from './clock.port.js';
import { HolidayCalendar } from './holiday-calendar.port.js';

export interface PlannedBasket {
  readonly plan: BasketPlan;
  /** The days some wholesaler of this cart delivers to the restaurant (for the date picker). */
  readonly deliveryDates: readonly string[];
  /** The address holds no postcode: every wholesaler was considered. */
  readonly postcodeMissing: boolean;
  readonly wholesalerNames: ReadonlyMap<number, string>;
  readonly now: Date;
}

interface PlanRequest {
  readonly cart: ReadonlyArray<{ readonly productId: number; readonly quantity: number }>;
  readonly stock: LockedOffers;
  readonly address: string;
  readonly wantedDate: unknown;
}

const MEMO_SIZE = 500;

/** Carts whose rows' part of the key is kept per read of the rows (the carts planned on them right now). */
const ROWS_KEYS_PER_READ = 32;

/**
 * The rows' part of the memo key, per object of rows and per cart: an unchanged read of the
 * plan's rows answers the very same object (`OfferStock.readForPlan` keeps them, checked by
 * their versions on every request), so serialising its ~220 offers once per cart is enough.
 * Rows are never changed in place (read-only), and a new read is a new object.
 */
const rowsKeys = new WeakMap<LockedOffers, Map<string, number>>();

/**
 * Each rows part in use by a short number of its own, so the memo's keys stay short: a key
 * holding the ~10 KB rows part was copied and hashed on every lookup. Numbers are never given
 * twice: a rows part dropped here and met again gets a new one (its old plans are then only
 * missed, never confused with others).
 */
const rowsNumbers = new Map<string, number>();
let lastRowsNumber = 0;

function rowsNumberOf(rows: string): number {
  let number = rowsNumbers.get(rows);
  if (number === undefined) {
    number = ++lastRowsNumber;
    rowsNumbers.set(rows, number);
    if (rowsNumbers.size > MEMO_SIZE) rowsNumbers.delete(rowsNumbers.keys().next().value!);
  }
  return number;
}

/**
 * What a plan depends on: the cart, the products' VAT and state, the offers, the wholesalers and
 * their terms, the postcode, the date asked for, and the Zurich date and minute (cut-offs are
 * minutes; holidays follow the date). An offer's stock counts only up to the quantity the cart
 * asks of its product: the plan tells "holds it all" from "holds part of it" and nothing more
 * (splits happen only below that quantity), so orders taking stock from a large one keep the key.
 * Two JSON arrays one after the other (each one delimits itself): the cart, then the rows'
 * number (`rowsNumberOf`) and the rest.
 */
function memoKey(input: PlanRequest, clock: { readonly date: string; readonly minutes: number }): string {
  const cart = JSON.stringify(input.cart.map((l) => [l.productId, l.quantity]));
  let perCart = rowsKeys.get(input.stock);
  if (!perCart) rowsKeys.set(input.stock, (perCart = new Map()));
  let rows = perCart.get(cart);
  if (rows === undefined) {
    rows = rowsNumberOf(rowsKey(input));
    perCart.set(cart, rows);
    if (perCart.size > ROWS_KEYS_PER_READ) perCart.delete(perCart.keys().next().value!);
  }
  return cart + JSON.stringify([rows, postcodeOf(input.address), input.wantedDate ?? null, clock.date, clock.minutes]);
}

function rowsKey(input: PlanRequest): string {
  const asked = new Map<number, number>();
  for (const l of input.cart) asked.set(l.productId, Math.max(asked.get(l.productId) ?? 0, l.quantity));
  const products = [...input.stock.products.values()].filter((p) => asked.has(p.id)).map((p) => [p.id, p.active, p.vatRateBasisPoints]);
  const offers = input.stock.offers.map((o) => [o.offerId, o.productId, o.wholesalerId, o.priceRappen, Math.min(o.stock, asked.get(o.productId) ?? 0), o.sellable]);
  const wholesalers = [...input.stock.wholesalers.values()].map((w) => [w.id, w.name, w.minOrderRappen, w.deliveryFeeRappen, w.deliveryDays, w.cutoff, w.leadDays, w.postcodes]);
  return JSON.stringify([products, offers, wholesalers]);
}

/**
 * The steps around the pure plan that showing it and placing the order share: the date the
 * restaurant asks for is checked (a real date, not past, within the horizon, a day some
 * wholesaler of the cart delivers), the restaurant's postcode is read from its address, the
 * holidays come from the calendar, and the plan is computed.
 */
@Injectable()
export class BasketPlanner {
  /** Plans already computed, by everything they depend on (see `memoKey`); the oldest go first. */
  private readonly memo = new Map<string, PlannedBasket>();

  constructor(
    private readonly holidays: HolidayCalendar,
    private readonly clock: Clock,
  ) {}

  plan(input: PlanRequest): PlannedBasket {
    const now = this.clock.now();
    // The same cart over the same catalogue in the same minute plans the same: the plan is pure,
    // so it is computed once (showing the plan again, then placing the order, on unchanged rows).
    const key = memoKey(input, zurichClock(now));
    const known = this.memo.get(key);
    if (known) {
      this.memo.delete(key);
      this.memo.set(key, known);
      return { ...known, now };
    }
    const planned = this.compute(input, now);
    // A line left out for a minimum reports what all wholesalers hold, which the key does not keep.
    if (!planned.plan.unsupplied.some((u) => u.reason === 'below_minimum')) {
      this.memo.set(key, planned);
      if (this.memo.size > MEMO_SIZE) this.memo.delete(this.memo.keys().next().value!);
    }
    return planned;
  }

  private compute(input: PlanRequest, now: Date): PlannedBasket {
    const today = zurichClock(now).date;
    const last = addDays(today, DELIVERY_HORIZON_DAYS);
    const wanted = input.wantedDate === undefined || input.wantedDate === null || input.wantedDate === '' ? null : input.wantedDate;
    if (wanted !== null && (!isCalendarDate(wanted) || wanted < today || wanted > last)) throw new DomainError('invalid_delivery_date');
    const holidays = this.holidays.between(today, addDays(last, 60));
    const postcode = postcodeOf(input.address);
    const wholesalers = [...input.stock.wholesalers.values()].map(
      (w): PlanWholesaler => ({
        id: w.id,
        minOrderRappen: w.minOrderRappen,
        deliveryFeeRappen: w.deliveryFeeRappen,
        deliveryDays: w.deliveryDays,
        cutoffMinutes: cutoffMinutes(w.cutoff) ?? cutoffMinutes(DEFAULT_CUTOFF)!,
        leadDays: w.leadDays,
        postcodes: parsePostcodes(w.postcodes) ?? [],
      }),
    );
    // The wholesalers this cart could go to: a sellable offer of one of its products, serving the restaurant.
    const inCart = new Set(input.cart.map((l) => l.productId));
    const candidates = new Set(input.stock.offers.filter((o) => o.sellable && o.stock > 0 && inCart.has(o.productId)).map((o) => o.wholesalerId));
    const considered = wholesalers.filter((w) => candidates.has(w.id) && servesPostcode(w.postcodes, postcode));
    const deliveryDates: string[] = [];
    for (let day = today; day <= last; day = addDays(day, 1)) {
      if (considered.some((w) => canDeliverOn(w, now, holidays, day))) deliveryDates.push(day);
    }
    if (wanted !== null && considered.length && !deliveryDates.includes(wanted)) throw new DomainError('no_delivery_on_date');

    const plan = planBasket({
      lines: input.cart.map((l) => {
        const product = input.stock.products.get(l.productId);
        return { productId: l.productId, quantity: l.quantity, vatRateBasisPoints: product?.active ? product.vatRateBasisPoints : null };
      }),
      offers: input.stock.offers,
      wholesalers,
      postcode,
      wantedDate: wanted,
      now,
      holidays,
      horizonDays: DELIVERY_HORIZON_DAYS,
    });
    const wholesalerNames = new Map([...input.stock.wholesalers.values()].map((w) => [w.id, w.name]));
    return { plan, deliveryDates, postcodeMissing: postcode === null, wholesalerNames, now };
  }
}
