import { describe, expect, it } from '@jest/globals';
import { InMemoryAccountDirectory } from '../../../../test/fakes/accounts.js';
import { inMemoryMail } from '../../../../test/fakes/mail.js';
import { InMemoryCart, InMemoryOfferStock, InMemoryOrders } from '../../../../test/fakes/ordering.js';
import { InMemoryUnitOfWork } from '../../../../test/fakes/platform.js';
import type { Customer } from '../../../accounts/index.js';
import type { MailTemplates } from '../../../mail/index.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { BasketPlanner } from '../planning/basket-planner.service.js';
import { Clock } from '../planning/clock.port.js';
import { SupplierLinks } from '../answer/supplier-link.js';
import type { AppConfig } from '../../../config/app-config.js';
import { HolidayCalendar } from '../planning/holiday-calendar.port.js';
import { PlaceOrder } from './place-order.command.js';

// Tuesday 24 November 2026, 09:00 in Zurich: weekday wholesalers deliver on Wednesday 25.
class FixedClock extends Clock {
  now = () => new Date('2026-11-24T08:00:00Z');
}
class NoHolidays extends HolidayCalendar {
  between = () => new Set<string>();
}
const TERMS = { minOrderRappen: 0, deliveryFeeRappen: null, deliveryDays: [1, 2, 3, 4, 5], cutoff: '16:00', leadDays: 1, postcodes: '' };

const anna: Customer = {
  id: 7,
  verified: true,
  hasActivationCode: true,
  firstName: 'Anna',
  lastName: 'Rossi',
  email: 'chef@bistro.ch',
  phone: '+41 21 555 12 34',
  restaurantName: 'Bistro du Lac',
  restaurantAddress: 'Quai du Mont-Blanc 1, 1201 Genève',
};
const signedIn = { id: anna.id, verified: true, isAdmin: false };
const KEY = 'checkout-0001';

/** A cheese (kg) from two wholesalers and a cream (piece) from one, and Anna's cart of both. */
function shop(customer: Customer = anna) {
  const locks: string[] = [];
  const uow = new InMemoryUnitOfWork();
  const accounts = new InMemoryAccountDirectory(locks);
  const offers = new InMemoryOfferStock(locks);
  const cart = new InMemoryCart();
  const orders = new InMemoryOrders();
  const mail = inMemoryMail(uow);
  uow.track(offers.offers, cart.carts, orders.orders);
  accounts.customers.set(customer.id, customer);
  offers.products.set(12, { id: 12, active: true, name: { fr: 'Gruyère AOP', de: 'Greyerzer AOP', it: 'Groviera AOP' }, unit: 'kg', vatRateBasisPoints: 260 });
  offers.products.set(20, { id: 20, active: true, name: { fr: 'Crème', de: 'Rahm', it: 'Panna' }, unit: 'piece', vatRateBasisPoints: 810 });
  offers.wholesalers.set(1, { id: 1, name: 'Alpha', orderEmail: 'orders@alpha.ch', language: 'de', ...TERMS });
  offers.wholesalers.set(2, { id: 2, name: 'Beta', orderEmail: 'orders@beta.ch', language: 'it', ...TERMS });
  offers.offers.items = [
    { offerId: 3, productId: 12, wholesalerId: 2, priceRappen: 2490, stock: 10, sellable: true },
    { offerId: 1, productId: 12, wholesalerId: 1, priceRappen: 2550, stock: 40, sellable: true },
    { offerId: 2, productId: 20, wholesalerId: 1, priceRappen: 760, stock: 3, sellable: true },
  ];
  cart.given(customer.id, [
    { productId: 12, quantity: 2.5 },
    { productId: 20, quantity: 2 },
  ]);
  const placeOrder = new PlaceOrder(uow, orders, orders.reader, accounts, offers, cart, mail.mail, new BasketPlanner(new NoHolidays(), new FixedClock()), new SupplierLinks({ port: 3000 } as AppConfig), new FixedClock());
  const expected = [
    { product_id: 12, price: 24.9, quantity: 2.5 },
    { product_id: 20, price: 7.6, quantity: 2 },
  ];
  return { uow, locks, offers, cart, orders, mail, placeOrder, expected };
}

describe('PlaceOrder (use case, in-memory ports)', () => {
  it('orders the whole cart in one unit of work: cheapest offers, stock taken, a purchase order per wholesaler, the cart emptied', async () => {
    const { uow, locks, offers, cart, orders, mail, placeOrder, expected } = shop();

    const result = await placeOrder.execute(signedIn, { idempotencyKey: KEY, lang: 'fr', expected });

    expect(result.kind).toBe('placed');
    expect(uow.commits).toBe(1);
    // The customer's row first, then the offers taken, in id order: concurrent orders queue, never deadlock.
    expect(locks).toEqual(['customer 7', 'offer 2', 'offer 3']);
    expect(offers.offers.items.map((o) => [o.offerId, o.stock])).toEqual([
      [3, 7.5],
      [1, 40],
      [2, 1],
    ]);
    expect(offers.cacheDropped).toBe(1);
    expect(await cart.lines(anna.id)).toEqual([]);

    const [saved] = orders.orders.items;
    expect(saved!.parts.map((p) => [p.wholesalerName, p.lines.map((l) => [l.productId, l.offerId, l.netRappen]), p.netRappen, p.grossRappen])).toEqual([
      ['Alpha', [[20, 2, 1520]], 1520, 1643],
      ['Beta', [[12, 3, 6225]], 6225, 6387],
    ]);
    expect([saved!.netRappen, saved!.grossRappen]).toEqual([7745, 8030]);

    const purchaseOrders = mail.mails('purchase_order');
    expect(purchaseOrders.map((m) => [m.recipient, m.language])).toEqual([
      ['orders@alpha.ch', 'de'],
      ['orders@beta.ch', 'it'],
    ]);
    expect(Object.values(saved!.partMails)).toEqual(purchaseOrders.map((m) => m.id));
    const beta = purchaseOrders[1]!.params as MailTemplates['purchase_order'];
    expect(beta.lines).toEqual([{ name: { fr: 'Gruyère AOP', de: 'Greyerzer AOP', it: 'Groviera AOP' }, unit: 'kg', quantity: 2.5, unitPriceRappen: 2490, netRappen: 6225, vatRateBasisPoints: 260 }]);
    expect([beta.deliveryDate, beta.feeRappen, beta.note]).toEqual(['2026-11-25', 0, '']);
    // Each line records the next-cheapest offer then.
    expect(saved!.parts.flatMap((p) => p.lines.map((l) => [l.productId, l.referencePriceRappen]))).toEqual([
      [20, null],
      [12, 2550],
    ]);
    expect(beta.restaurant).toMatchObject({ name: 'Bistro du Lac', contactName: 'Anna Rossi', email: 'chef@bistro.ch' });
    const confirmation = mail.mails('order_confirmation');
    expect(confirmation.map((m) => [m.recipient, m.language])).toEqual([['chef@bistro.ch', 'fr']]);
    expect((confirmation[0]!.params as MailTemplates['order_confirmation']).totals).toEqual({
      netRappen: 7745,
      vat: [
        { rate: 2.6, baseRappen: 6225, amountRappen: 162 },
        { rate: 8.1, baseRappen: 1520, amountRappen: 123 },
      ],
      grossRappen: 8030,
      feesRappen: 0,
    });
    // Handed to the queue only once the order committed, all of the order's mails as one job.
    await mail.settled();
    expect(mail.queue.jobs).toEqual([{ queue: 'mail', jobId: `rows-${mail.mails()[0]!.id}`, data: { outboxIds: mail.mails().map((m) => m.id) } }]);
  });

  it('follows the plan: a line moves to a dearer wholesaler when that saves its fee, with the date, fee and note per part', async () => {
    const { offers, orders, mail, placeOrder } = shop();
    // Alpha: minimum 50.00, fee 5.00. The cream alone (15.20) would pay it; the cheese at Alpha
    // (63.75 instead of 62.25) lifts Alpha over the minimum for 1.50.
    offers.wholesalers.set(1, { ...offers.wholesalers.get(1)!, minOrderRappen: 5000, deliveryFeeRappen: 500 });
    const seen = [
      { product_id: 12, price: 25.5, quantity: 2.5 },
      { product_id: 20, price: 7.6, quantity: 2 },
    ];
    const result = await placeOrder.execute(signedIn, { idempotencyKey: KEY, lang: 'fr', expected: seen, expectedFees: 0, note: ' Porte de service ' });
    expect(result.kind).toBe('placed');
    const [saved] = orders.orders.items;
    expect(saved!.parts.map((p) => [p.wholesalerName, p.lines.map((l) => l.productId), p.feeRappen, p.deliveryDate, p.note])).toEqual([
      ['Alpha', [12, 20], 0, '2026-11-25', 'Porte de service'],
    ]);
    expect(offers.offers.items.map((o) => [o.offerId, o.stock])).toEqual([
      [3, 10],
      [1, 37.5],
      [2, 1],
    ]);
    expect((mail.mails('purchase_order')[0]!.params as MailTemplates['purchase_order']).note).toBe('Porte de service');
  });

  it('orders nothing when the fees differ from those the user saw', async () => {
    const { offers, orders, placeOrder } = shop();
    offers.wholesalers.set(2, { ...offers.wholesalers.get(2)!, minOrderRappen: 10_000, deliveryFeeRappen: 900 });
    offers.wholesalers.set(1, { ...offers.wholesalers.get(1)!, minOrderRappen: 10_000, deliveryFeeRappen: 900 });
    const seen = [
      { product_id: 12, price: 24.9, quantity: 2.5 },
      { product_id: 20, price: 7.6, quantity: 2 },
    ];
    const result = await placeOrder.execute(signedIn, { idempotencyKey: KEY, lang: 'fr', expected: [seen[1]!, { ...seen[0]!, price: 25.5 }] });
    expect(result).toMatchObject({ kind: 'changed', changes: [], expectedFeesRappen: 0, currentFeesRappen: 900 });
    expect(orders.orders.items).toEqual([]);
  });

  it('answers the same order to the same checkout attempt, and orders nothing twice', async () => {
    const { offers, orders, mail, placeOrder, expected } = shop();
    const first = await placeOrder.execute(signedIn, { idempotencyKey: KEY, lang: 'fr', expected });
    const again = await placeOrder.execute(signedIn, { idempotencyKey: KEY, lang: 'fr', expected });

    expect(again).toEqual({ kind: 'replayed', order: first.kind === 'placed' ? first.order : null });
    expect(orders.orders.items).toHaveLength(1);
    expect(offers.offers.items.find((o) => o.offerId === 2)!.stock).toBe(1);
    expect(mail.mails()).toHaveLength(3);
  });

  it('answers the same order to a checkout attempt retried after the cart was filled again, whether it would order or not, and orders nothing', async () => {
    const { offers, cart, orders, mail, placeOrder, expected } = shop();
    const first = await placeOrder.execute(signedIn, { idempotencyKey: KEY, lang: 'fr', expected });
    const refill = () =>
      cart.given(anna.id, [
        { productId: 12, quantity: 2.5 },
        { productId: 20, quantity: 2 },
      ]);
    refill();
    // The very same plan again (it would be saved), then one whose price moved since (changes).
    const again = await placeOrder.execute(signedIn, { idempotencyKey: KEY, lang: 'fr', expected });
    offers.offers.items = offers.offers.items.map((o) => (o.offerId === 2 ? { ...o, priceRappen: 790 } : o));
    const moved = await placeOrder.execute(signedIn, { idempotencyKey: KEY, lang: 'fr', expected });

    const order = first.kind === 'placed' ? first.order : null;
    expect(again).toEqual({ kind: 'replayed', order });
    expect(moved).toEqual({ kind: 'replayed', order });
    expect(orders.orders.items).toHaveLength(1);
    expect(offers.offers.items.find((o) => o.offerId === 2)!.stock).toBe(1);
    expect(mail.mails()).toHaveLength(3);
    expect(await cart.lines(anna.id)).toHaveLength(2);
  });

  it('orders nothing when a price changed since the user looked, and says what changed', async () => {
    const { offers, cart, orders, mail, placeOrder, expected } = shop();
    offers.offers.items = offers.offers.items.map((o) => (o.offerId === 2 ? { ...o, priceRappen: 790 } : o));

    const result = await placeOrder.execute(signedIn, { idempotencyKey: KEY, lang: 'fr', expected });

    expect(result).toMatchObject({
      kind: 'changed',
      changes: [{ productId: 20, kind: 'price_changed', expectedPriceRappen: 760, currentPriceRappen: 790, quantity: 2, stock: null }],
      expectedFeesRappen: 0,
      currentFeesRappen: 0,
    });
    expect(orders.orders.items).toEqual([]);
    expect(offers.offers.items.map((o) => o.stock)).toEqual([10, 40, 3]);
    expect(await cart.lines(anna.id)).toHaveLength(2);
    expect(mail.mails()).toEqual([]);
  });

  it('plans again on locked rows when a price moved between reading and taking, and then orders nothing', async () => {
    const { uow, locks, offers, cart, orders, mail, placeOrder, expected } = shop();
    // Another order or staff changed the price just before this order took the stock: committed
    // by them, so this order's rollback does not undo it (the fake's rollback would: made again).
    const moved = () => (offers.offers.items = offers.offers.items.map((o) => (o.offerId === 2 ? { ...o, priceRappen: 790 } : o)));
    const take = offers.take.bind(offers);
    offers.take = async (taken) => {
      moved();
      offers.take = take;
      return take(taken);
    };
    const lockForOrder = offers.lockForOrder.bind(offers);
    offers.lockForOrder = async (productIds) => {
      moved();
      return lockForOrder(productIds);
    };

    const result = await placeOrder.execute(signedIn, { idempotencyKey: KEY, lang: 'fr', expected });

    expect(result).toMatchObject({ kind: 'changed', changes: [{ productId: 20, kind: 'price_changed', expectedPriceRappen: 760, currentPriceRappen: 790 }] });
    // The guarded take refused: the order, its mails and the emptied cart written before it were
    // rolled back, and a second unit of work locked the customer, then the offers in id order, and planned again.
    expect(uow.commits).toBe(1);
    expect(locks).toEqual(['customer 7', 'offer 2', 'offer 3', 'customer 7', 'offer 1', 'offer 2', 'offer 3']);
    expect(offers.offers.items.map((o) => o.stock)).toEqual([10, 40, 3]);
    expect(orders.orders.items).toEqual([]);
    expect(mail.mails()).toEqual([]);
    expect(await cart.lines(anna.id)).toHaveLength(2);
    await mail.settled();
    expect(mail.queue.jobs).toEqual([]);
  });

  it('puts everything back when the unit of work fails half-way', async () => {
    const { uow, offers, cart, orders, mail, placeOrder, expected } = shop();
    orders.saveParts = async () => {
      throw new Error('database gone');
    };

    await expect(placeOrder.execute(signedIn, { idempotencyKey: KEY, lang: 'fr', expected })).rejects.toThrow('database gone');

    expect(uow.rollbacks).toBe(1);
    expect(orders.orders.items).toEqual([]);
    expect(offers.offers.items.map((o) => o.stock)).toEqual([10, 40, 3]);
    expect(await cart.lines(anna.id)).toHaveLength(2);
    expect(mail.mails()).toEqual([]);
    await mail.settled();
    expect(mail.queue.jobs).toEqual([]);
  });

  it.each([
    ['nobody signed in', null, anna, 'unauthorized'],
    ['an unverified account', signedIn, { ...anna, verified: false }, 'email_not_verified'],
    ['no activation code', signedIn, { ...anna, hasActivationCode: false }, 'activation_code_required'],
  ] as const)('refuses %s', async (_case, user, customer, code) => {
    const { orders, placeOrder, expected } = shop(customer);
    await expect(placeOrder.execute(user, { idempotencyKey: KEY, lang: 'fr', expected })).rejects.toThrow(new DomainError(code));
    expect(orders.orders.items).toEqual([]);
  });

  it('refuses an empty cart and a malformed request before touching anything', async () => {
    const { cart, placeOrder, expected, locks } = shop();
    await expect(placeOrder.execute(signedIn, { idempotencyKey: 'short', lang: 'fr', expected })).rejects.toMatchObject({ code: 'invalid_data' });
    await expect(placeOrder.execute(signedIn, { idempotencyKey: KEY, lang: 'fr', expected: [{ product_id: 12, price: -1, quantity: 1 }] })).rejects.toMatchObject({
      code: 'invalid_data',
    });
    expect(locks).toEqual([]);
    cart.given(anna.id, []);
    await expect(placeOrder.execute(signedIn, { idempotencyKey: KEY, lang: 'fr', expected: [] })).rejects.toMatchObject({ code: 'cart_empty' });
  });
});
