import { Injectable } from '@nestjs/common';
import { chfToRappen, isLanguage, type Language } from '@mercato/contracts';
import { AccountDirectory, type Customer } from '../../../accounts/index.js';
import { CartCheckout, MAX_CART_LINES } from '../../../cart/index.js';
import { OfferStock, type LockedOffers } from '../../../catalogue/index.js';
import { MailOutbox, type MailOrderLine, type MailRequest, type MailTemplateName } from '../../../mail/index.js';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import { sumTotals, type BasketPlan, type PlannedPart } from '../../domain/planning/basket-plan.js';
import { orderChanges, type ExpectedLine, type OrderChange } from '../../domain/planning/order-changes.js';
import { orderNumber, type OrderView } from '../../domain/order-view.js';
import { OrderReader } from '../order-reader.port.js';
import { OrderingStore, type NewOrderPart } from '../ordering-store.port.js';
import { SupplierLinks } from '../answer/supplier-link.js';
import { BasketPlanner, type PlannedBasket } from '../planning/basket-planner.service.js';
import { placedView } from './placed-view.js';
import { Clock } from '../planning/clock.port.js';

export interface PlaceOrderInput {
  readonly idempotencyKey: unknown;
  readonly lang: unknown;
  readonly expected: unknown;
  /** The plan's `totals.fees` the user saw (CHF); left out = 0. */
  readonly expectedFees?: unknown;
  readonly deliveryDate?: unknown;
  readonly note?: unknown;
}

export type PlaceOrderResult =
  | { readonly kind: 'placed'; readonly order: OrderView }
  /** The same checkout attempt again (double click, retried request): the order it placed. */
  | { readonly kind: 'replayed'; readonly order: OrderView }
  /** Prices, stock, fees or the cart changed since the user looked: nothing was ordered. */
  | {
      readonly kind: 'changed';
      readonly changes: readonly OrderChange[];
      readonly expectedFeesRappen: number;
      readonly currentFeesRappen: number;
      readonly planned: PlannedBasket;
    };

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** An offer moved between the plan's unlocked read and taking the stock: the attempt rolls back and the order is planned again on locked offers. */
class OffersMoved extends Error {
  constructor() {
    super('Offers moved since the plan was read');
  }
}
export const NOTE_MAX_LENGTH = 500;

/**
 * DESIGN.md "The order loop": the whole server cart in one step and one transaction, following
 * the basket plan. The plan is computed again on the locked rows and compared with the one the
 * user saw (lines, prices, fees); any difference answers the changes and orders nothing. Else
 * the stock is taken exactly as planned, one purchase order per wholesaler is saved with its
 * delivery date, fee and note (each mailed to its wholesaler in its language, plus a
 * confirmation to the restaurant, through the outbox), and the cart is emptied. The customer,
 * the offers and the cart belong to other contexts: their ports join this transaction, and the
 * locks come in a fixed order (the customer's row first, then the offers in id order), so
 * concurrent orders queue and never deadlock, and the last unit goes to one restaurant only.
 */
@Injectable()
export class PlaceOrder {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: OrderingStore,
    private readonly reader: OrderReader,
    private readonly accounts: AccountDirectory,
    private readonly offers: OfferStock,
    private readonly cart: CartCheckout,
    private readonly mail: MailOutbox,
    private readonly planner: BasketPlanner,
    private readonly links: SupplierLinks,
    private readonly clock: Clock,
  ) {}

  async execute(user: SessionUserInfo | null, input: PlaceOrderInput): Promise<PlaceOrderResult> {
    if (!user) throw new DomainError('unauthorized');
    const key = input.idempotencyKey;
    if (typeof key !== 'string' || !KEY.test(key)) throw new DomainError('invalid_data', { field: 'idempotency_key' });
    const language: Language = isLanguage(input.lang) ? input.lang : 'fr';
    const expected = readExpected(input.expected);
    const expectedFeesRappen = readFees(input.expectedFees);
    const note = readNote(input.note);

    const order = { user, key, language, expected, expectedFeesRappen, note, wantedDate: input.deliveryDate };
    // Planned first on the latest committed rows without locking them (readers never queue behind
    // orders). If an offer moved before the stock was taken, that attempt is rolled back and the
    // order planned again on the offers locked from the start.
    const outcome = await this.attempt(order, false).catch((error: unknown) => {
      if (error instanceof OffersMoved) return this.attempt(order, true);
      throw error;
    });

    if (outcome.kind === 'changed') return outcome;
    if (outcome.kind === 'replayed') {
      const order = await this.reader.byId(outcome.orderId);
      if (!order) throw new Error(`Order ${outcome.orderId} vanished after it was placed`);
      return { kind: outcome.kind, order };
    }
    return { kind: 'placed', order: outcome.order };
  }

  /**
   * One transaction: the customer's row locked (one order at a time per customer: a double click
   * waits here, then finds the first one's order), the plan made and compared with the one the
   * user saw, then the order saved. `locked`: the offers are locked before planning (the second
   * attempt, after they moved under the first).
   */
  private attempt(
    order: { user: SessionUserInfo; key: string; language: Language; expected: ExpectedLine[]; expectedFeesRappen: number; note: string; wantedDate: unknown },
    locked: boolean,
  ) {
    const { user, key, language, expected, expectedFeesRappen, note } = order;
    return this.uow.run(async () => {
      const customer = await this.accounts.lockCustomer(user.id);
      if (!customer) throw new DomainError('unauthorized');
      // The same checkout attempt again answers its order, whatever else would be answered. The
      // key is looked up only where this attempt would not save an order (a refusal, changes);
      // saving it finds that order itself (`saveOrder`), one statement fewer per order. The
      // customer's lock makes both see an order of this key placed before.
      const replayed = async () => {
        const existing = await this.store.orderIdForKey(customer.id, key);
        return existing === null ? null : { kind: 'replayed' as const, orderId: existing };
      };
      try {
        if (!customer.verified) throw new DomainError('email_not_verified');
        if (!customer.hasActivationCode) throw new DomainError('activation_code_required');

        const cart = await this.cart.lines(customer.id);
        if (cart.length === 0) throw new DomainError('cart_empty');
        const productIds = cart.map((l) => l.productId);
        const stock = locked ? await this.offers.lockForOrder(productIds) : await this.offers.readForPlan(productIds);
        const planned = this.planner.plan({ cart, stock, address: customer.restaurantAddress, wantedDate: order.wantedDate });
        const changes = orderChanges({ cart, plan: planned.plan, expected });
        if (changes.length || planned.plan.totals.feesRappen !== expectedFeesRappen) {
          return (await replayed()) ?? { kind: 'changed' as const, changes, expectedFeesRappen, currentFeesRappen: planned.plan.totals.feesRappen, planned };
        }
        return await this.save({ customer, key, language, note, plan: planned.plan, stock, locked });
      } catch (error) {
        // A refusal (no error of the database: the transaction can still run statements).
        if (error instanceof DomainError) {
          const again = await replayed();
          if (again) return again;
        }
        throw error;
      }
    });
  }

  /**
   * Saves the order, records its mails (the purchase orders, each with its wholesaler's answer
   * link, and the confirmation), saves the parts naming their mails, empties the cart and takes
   * the stock exactly as planned: five statements whatever the number of parts and lines.
   * Answers the order as it was saved. The stock is taken (the offers locked, in id order) last,
   * so that concurrent orders of the same offers wait for that one statement and the commit.
   * The parts' lines name the offers (a key-share lock each, through their foreign key) before
   * that: the stock is taken under NO KEY UPDATE locks, which do not wait for key-share locks,
   * so two orders never wait for each other's lines. If an offer moved since the plan's
   * unlocked read, the transaction rolls back (`OffersMoved`).
   */
  private async save(order: { customer: Customer; key: string; language: Language; note: string; plan: BasketPlan; stock: LockedOffers; locked: boolean }) {
    const { customer, language, note, plan, stock } = order;
    const parts = plan.parts.map((part) => newPart(part, stock, note));
    const totals = sumTotals(plan.parts.map((p) => p.totals));
    const saved = await this.store.saveOrder({
      customer,
      idempotencyKey: order.key,
      language,
      note,
      netRappen: totals.netRappen,
      grossRappen: totals.grossRappen,
    });
    // Placed before with this key (a retried request whose cart was filled again): nothing was written.
    if (saved.kind === 'exists') return { kind: 'replayed' as const, orderId: saved.orderId };
    const { orderId, placedAt } = saved;
    const number = orderNumber({ id: orderId, placedAt });
    // Each purchase order carries its wholesaler's answer link (sealed: the token never rests in clear).
    const links = parts.map(() => this.links.create(this.clock.now()));
    const mailIds = parts.map(() => this.mail.newId());
    const purchaseOrders: Array<MailRequest<MailTemplateName>> = parts.map(({ part, totals: partTotal, wholesaler }, index) => ({
      template: 'purchase_order',
      to: wholesaler.orderEmail,
      language: wholesaler.language,
      params: {
        orderNumber: number,
        placedAt: swissDateTime(placedAt),
        wholesalerName: wholesaler.name,
        restaurant: restaurantOf(customer),
        lines: part.lines.map(mailLine),
        totals: partTotal,
        deliveryDate: part.deliveryDate,
        feeRappen: part.feeRappen,
        note,
      },
      secrets: { supplierLink: links[index]!.url },
    }));
    const confirmation: MailRequest<'order_confirmation'> = {
      template: 'order_confirmation',
      to: customer.email,
      language,
      params: {
        orderNumber: number,
        placedAt: swissDateTime(placedAt),
        parts: parts.map(({ part, totals: partTotal }) => ({
          wholesalerName: part.wholesalerName,
          lines: part.lines.map(mailLine),
          totals: partTotal,
          deliveryDate: part.deliveryDate,
          feeRappen: part.feeRappen,
        })),
        totals,
        note,
      },
    };
    await this.mail.recordAll([...purchaseOrders, confirmation], [...mailIds, this.mail.newId()]);
    const partIds = await this.store.saveParts(
      orderId,
      parts.map(({ part }, index) => ({ ...part, mailId: mailIds[index]!, link: { tokenHash: links[index]!.tokenHash, expiresAt: links[index]!.expiresAt } })),
    );
    await this.cart.empty(customer.id);
    // Last before the commit: the offers stay locked for this statement and the commit only.
    const taken = plan.parts.flatMap((part) => part.lines.map((l) => ({ offerId: l.offerId, quantity: l.quantity, priceRappen: l.unitPriceRappen })));
    if (!(await this.offers.take(taken))) {
      if (order.locked) throw new Error('Offers locked for this order changed under the lock');
      throw new OffersMoved();
    }
    return { kind: 'placed' as const, order: placedView({ orderId, placedAt, customer, note, parts: parts.map((p) => p.part), partIds }) };
  }
}

/** The plan the user saw, as the request states it: prices in CHF, which become rappen here; a split line once per wholesaler. */
function readExpected(raw: unknown): ExpectedLine[] {
  if (!Array.isArray(raw) || raw.length > MAX_CART_LINES * 4) throw new DomainError('invalid_data', { field: 'expected' });
  return raw.map((item: unknown) => {
    const line = (item ?? {}) as Record<string, unknown>;
    const { product_id: productId, price, quantity } = line;
    if (typeof productId !== 'number' || !Number.isSafeInteger(productId) || productId <= 0) throw new DomainError('invalid_data', { field: 'product_id' });
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) throw new DomainError('invalid_data', { field: 'price' });
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) throw new DomainError('invalid_data', { field: 'quantity' });
    return { productId, priceRappen: chfToRappen(price), quantity };
  });
}

function readFees(raw: unknown): number {
  if (raw === undefined || raw === null) return 0;
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < 0) throw new DomainError('invalid_data', { field: 'expected_fees' });
  return chfToRappen(raw);
}

function readNote(raw: unknown): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw new DomainError('invalid_data', { field: 'note' });
  const note = raw.trim();
  if (note.length > NOTE_MAX_LENGTH) throw new DomainError('text_too_long', { field: 'note' });
  return note;
}

function newPart(part: PlannedPart, stock: LockedOffers, note: string) {
  const wholesaler = stock.wholesalers.get(part.wholesalerId);
  if (!wholesaler) throw new Error(`Wholesaler ${part.wholesalerId} of a locked offer is missing`);
  const lines = part.lines.map((l) => {
    const product = stock.products.get(l.productId);
    if (!product) throw new Error(`Product ${l.productId} of a planned line is missing`);
    return {
      productId: l.productId,
      offerId: l.offerId,
      name: product.name,
      unit: product.unit,
      quantity: l.quantity,
      unitPriceRappen: l.unitPriceRappen,
      vatRateBasisPoints: l.vatRateBasisPoints,
      netRappen: l.netRappen,
      referencePriceRappen: l.referencePriceRappen,
    };
  });
  const newOrderPart: NewOrderPart = {
    wholesalerId: wholesaler.id,
    wholesalerName: wholesaler.name,
    netRappen: part.totals.netRappen,
    grossRappen: part.totals.grossRappen,
    deliveryDate: part.deliveryDate,
    feeRappen: part.feeRappen,
    note,
    lines,
  };
  return { part: newOrderPart, totals: part.totals, wholesaler };
}

function mailLine(line: NewOrderPart['lines'][number]): MailOrderLine {
  return {
    name: { ...line.name },
    unit: line.unit,
    quantity: line.quantity,
    unitPriceRappen: line.unitPriceRappen,
    netRappen: line.netRappen,
    vatRateBasisPoints: line.vatRateBasisPoints,
  };
}

function restaurantOf(customer: Customer) {
  return {
    name: customer.restaurantName,
    address: customer.restaurantAddress,
    phone: customer.phone,
    contactName: `${customer.firstName} ${customer.lastName}`,
    email: customer.email,
  };
}

/** `22.11.2026 14:05`, Swiss time, as restaurants and wholesalers read it in all three languages. */
/** Built once: an Intl formatter costs far more to build than to use. */
const SWISS_DATE_TIME = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function swissDateTime(date: Date): string {
  return SWISS_DATE_TIME.format(date)
    .replace(',', '');
}
