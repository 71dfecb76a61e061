import { describe, expect, it } from '@jest/globals';
import type { LockedOffers } from '../../../catalogue/index.js';
import { BasketPlanner } from './basket-planner.service.js';
import { Clock } from './clock.port.js';
import { HolidayCalendar } from './holiday-calendar.port.js';

class SettableClock extends Clock {
  at = new Date('2026-11-24T14:59:00Z'); // Tuesday 15:59 in Zurich, a minute before the cut-off
  now = () => this.at;
}
class NoHolidays extends HolidayCalendar {
  between = () => new Set<string>();
}

const terms = (id: number, name: string) => ({
  id,
  name,
  orderEmail: `${name}@wholesale.test`,
  language: 'fr' as const,
  minOrderRappen: 0,
  deliveryFeeRappen: null,
  deliveryDays: [1, 2, 3, 4, 5],
  cutoff: '16:00',
  leadDays: 1,
  postcodes: '',
});

function stock(offers: ReadonlyArray<{ offerId: number; wholesalerId: number; priceRappen: number; stock: number }>): LockedOffers {
  return {
    products: new Map([[1, { id: 1, active: true, name: { fr: 'Beurre', de: 'Butter', it: 'Burro' }, unit: 'piece' as const, vatRateBasisPoints: 260 }]]),
    offers: offers.map((o) => ({ ...o, productId: 1, sellable: true })),
    wholesalers: new Map([
      [1, terms(1, 'Lac')],
      [2, terms(2, 'Alpine')],
    ]),
  };
}

const cart = [{ productId: 1, quantity: 5 }];
const address = 'Rue du Lac 1, 1003 Lausanne';

describe('BasketPlanner: a plan is computed once per cart, catalogue and minute', () => {
  it('answers the same plan again without computing it, while the stock stays above what the cart asks', () => {
    const clock = new SettableClock();
    const planner = new BasketPlanner(new NoHolidays(), clock);
    const first = planner.plan({ cart, stock: stock([{ offerId: 10, wholesalerId: 1, priceRappen: 400, stock: 1000 }, { offerId: 20, wholesalerId: 2, priceRappen: 450, stock: 1000 }]), address, wantedDate: null });
    const again = planner.plan({ cart, stock: stock([{ offerId: 10, wholesalerId: 1, priceRappen: 400, stock: 995 }, { offerId: 20, wholesalerId: 2, priceRappen: 450, stock: 1000 }]), address, wantedDate: null });
    expect(again.plan).toBe(first.plan);
    expect(first.plan.parts.map((p) => [p.wholesalerId, p.lines[0]!.quantity])).toEqual([[1, 5]]);
  });

  it('plans again when a price, the stock below the quantity asked, the date asked or the minute changes', () => {
    const clock = new SettableClock();
    const planner = new BasketPlanner(new NoHolidays(), clock);
    const base = [
      { offerId: 10, wholesalerId: 1, priceRappen: 400, stock: 1000 },
      { offerId: 20, wholesalerId: 2, priceRappen: 450, stock: 1000 },
    ];
    const first = planner.plan({ cart, stock: stock(base), address, wantedDate: null });
    expect(first.plan.parts[0]!.deliveryDate).toBe('2026-11-25');

    const dearer = planner.plan({ cart, stock: stock([{ ...base[0]!, priceRappen: 500 }, base[1]!]), address, wantedDate: null });
    expect(dearer.plan.parts.map((p) => p.wholesalerId)).toEqual([2]);

    const short = planner.plan({ cart, stock: stock([{ ...base[0]!, stock: 3 }, { ...base[1]!, stock: 4 }]), address, wantedDate: null });
    expect(short.plan.parts.map((p) => [p.wholesalerId, p.lines[0]!.quantity])).toEqual([
      [1, 3],
      [2, 2],
    ]);

    const later = planner.plan({ cart, stock: stock(base), address, wantedDate: '2026-11-27' });
    expect(later.plan.parts[0]!.deliveryDate).toBe('2026-11-27');

    clock.at = new Date('2026-11-24T15:00:00Z'); // 16:00 in Zurich: the cut-off has passed
    const afterCutoff = planner.plan({ cart, stock: stock(base), address, wantedDate: null });
    expect(afterCutoff.plan.parts[0]!.deliveryDate).toBe('2026-11-26');
    expect(afterCutoff.now).toBe(clock.at);
  });

  it('plans again on the very same rows (kept by the catalogue) when the cart, the address or the minute changes', () => {
    const clock = new SettableClock();
    const planner = new BasketPlanner(new NoHolidays(), clock);
    const rows = stock([
      { offerId: 10, wholesalerId: 1, priceRappen: 400, stock: 3 },
      { offerId: 20, wholesalerId: 2, priceRappen: 450, stock: 1000 },
    ]);
    const shape = (planned: ReturnType<BasketPlanner['plan']>) => [planned.postcodeMissing, planned.plan.parts.map((p) => [p.wholesalerId, p.lines[0]!.quantity])];
    const five = planner.plan({ cart, stock: rows, address, wantedDate: null });
    expect(shape(five)).toEqual([false, [[2, 5]]]);
    // Fewer than Lac holds: Lac, the cheaper, has it all.
    const two = planner.plan({ cart: [{ productId: 1, quantity: 2 }], stock: rows, address, wantedDate: null });
    expect(shape(two)).toEqual([false, [[1, 2]]]);
    expect(planner.plan({ cart, stock: rows, address, wantedDate: null }).plan).toBe(five.plan);
    expect(shape(planner.plan({ cart, stock: rows, address: 'Rue du Lac, Lausanne', wantedDate: null }))).toEqual([true, [[2, 5]]]);
    clock.at = new Date('2026-11-24T15:00:00Z');
    const afterCutoff = planner.plan({ cart: [{ productId: 1, quantity: 2 }], stock: rows, address, wantedDate: null });
    expect(afterCutoff.plan).not.toBe(two.plan);
    expect(afterCutoff.plan.parts[0]!.deliveryDate).toBe('2026-11-26');
  });
});
