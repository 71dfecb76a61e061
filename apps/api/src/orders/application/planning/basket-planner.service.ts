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

/**
 * The steps around the pure plan that showing it and placing the order share: the date the
 * restaurant asks for is checked (a real date, not past, within the horizon, a day some
 * wholesaler of the cart delivers), the restaurant's postcode is read from its address, the
 * holidays come from the calendar, and the plan is computed.
 */
@Injectable()
export class BasketPlanner {
  constructor(
    private readonly holidays: HolidayCalendar,
    private readonly clock: Clock,
  ) {}

  plan(input: {
    readonly cart: ReadonlyArray<{ readonly productId: number; readonly quantity: number }>;
    readonly stock: LockedOffers;
    readonly address: string;
    readonly wantedDate: unknown;
  }): PlannedBasket {
    const now = this.clock.now();
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
