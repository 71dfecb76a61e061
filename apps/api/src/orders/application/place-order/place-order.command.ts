import { Injectable } from '@nestjs/common';
import { chfToRappen, isLanguage, type Language } from '@mercato/contracts';
import { AccountDirectory, type Customer } from '../../../accounts/index.js';
import { CartCheckout, MAX_CART_LINES } from '../../../cart/index.js';
import { OfferStock, type OfferWholesaler } from '../../../catalogue/index.js';
import { MailOutbox, type MailOrderLine } from '../../../mail/index.js';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import { planOrder, type ExpectedLine, type OrderChange, type PlannedPart } from '../../domain/order-plan.js';
import { orderTotals, partTotals } from '../../domain/order-totals.js';
import { orderNumber, type OrderView } from '../../domain/order-view.js';
import { OrderReader } from '../order-reader.port.js';
import { OrderingStore, type NewOrderPart } from '../ordering-store.port.js';

export interface PlaceOrderInput {
  readonly idempotencyKey: unknown;
  readonly lang: unknown;
  readonly expected: unknown;
}

export type PlaceOrderResult =
  | { readonly kind: 'placed'; readonly order: OrderView }
  /** The same checkout attempt again (double click, retried request): the order it placed. */
  | { readonly kind: 'replayed'; readonly order: OrderView }
  /** Prices, stock or the cart changed since the user looked: nothing was ordered. */
  | { readonly kind: 'changed'; readonly changes: readonly OrderChange[] };

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * DESIGN.md "Order": the whole server cart in one step and one transaction. Each line goes to
 * its lowest offer that can deliver it, the stock is taken, the order is split into one
 * purchase order per wholesaler (each mailed to it, plus a confirmation to the restaurant,
 * through the outbox), and the cart is emptied. The customer, the offers and the cart belong
 * to other contexts: their ports join this transaction, and the locks come in a fixed order
 * (the customer's row first, then the offers in id order), so concurrent orders queue and
 * never deadlock.
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
  ) {}

  async execute(user: SessionUserInfo | null, input: PlaceOrderInput): Promise<PlaceOrderResult> {
    if (!user) throw new DomainError('unauthorized');
    const key = input.idempotencyKey;
    if (typeof key !== 'string' || !KEY.test(key)) throw new DomainError('invalid_data', { field: 'idempotency_key' });
    const language: Language = isLanguage(input.lang) ? input.lang : 'fr';
    const expected = readExpected(input.expected);

    const outcome = await this.uow.run(async () => {
      // One order at a time per customer: a double click waits here, then finds the first one's order.
      const customer = await this.accounts.lockCustomer(user.id);
      if (!customer) throw new DomainError('unauthorized');
      const existing = await this.store.orderIdForKey(customer.id, key);
      if (existing !== null) return { kind: 'replayed' as const, orderId: existing };
      if (!customer.verified) throw new DomainError('email_not_verified');
      if (!customer.hasActivationCode) throw new DomainError('activation_code_required');

      const cart = await this.cart.lines(customer.id);
      if (cart.length === 0) throw new DomainError('cart_empty');
      const stock = await this.offers.lockForOrder(cart.map((l) => l.productId));
      const plan = planOrder({ cart, expected, products: stock.products, offers: stock.offers });
      if (!plan.ok) return { kind: 'changed' as const, changes: plan.changes };

      await this.offers.take(plan.parts.flatMap((part) => part.lines.map((l) => ({ offerId: l.offerId, quantity: l.quantity }))));
      const parts = plan.parts.map((part) => newPart(part, stock.wholesalers.get(part.wholesalerId)));
      const totals = orderTotals(parts.map((p) => p.totals));
      const { orderId, partIds, placedAt } = await this.store.save({
        customer,
        idempotencyKey: key,
        language,
        netRappen: totals.netRappen,
        grossRappen: totals.grossRappen,
        parts: parts.map((p) => p.part),
      });
      const number = orderNumber({ id: orderId, placedAt });
      for (const [index, { part, totals: partTotal, wholesaler }] of parts.entries()) {
        const mailId = await this.mail.record({
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
          },
        });
        await this.store.linkPartMail(partIds[index]!, mailId);
      }
      await this.mail.record({
        template: 'order_confirmation',
        to: customer.email,
        language,
        params: {
          orderNumber: number,
          placedAt: swissDateTime(placedAt),
          parts: parts.map(({ part, totals: partTotal }) => ({ wholesalerName: part.wholesalerName, lines: part.lines.map(mailLine), totals: partTotal })),
          totals,
        },
      });
      await this.cart.empty(customer.id);
      return { kind: 'placed' as const, orderId };
    });

    if (outcome.kind === 'changed') return outcome;
    const order = await this.reader.byId(outcome.orderId);
    if (!order) throw new Error(`Order ${outcome.orderId} vanished after it was placed`);
    return { kind: outcome.kind, order };
  }
}

/** The cart the user saw, as the request states it: prices in CHF, which become rappen here. */
function readExpected(raw: unknown): ExpectedLine[] {
  if (!Array.isArray(raw) || raw.length > MAX_CART_LINES) throw new DomainError('invalid_data', { field: 'expected' });
  const lines = raw.map((item: unknown) => {
    const line = (item ?? {}) as Record<string, unknown>;
    const { product_id: productId, price, quantity } = line;
    if (typeof productId !== 'number' || !Number.isSafeInteger(productId) || productId <= 0) throw new DomainError('invalid_data', { field: 'product_id' });
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) throw new DomainError('invalid_data', { field: 'price' });
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) throw new DomainError('invalid_data', { field: 'quantity' });
    return { productId, priceRappen: chfToRappen(price), quantity };
  });
  if (new Set(lines.map((l) => l.productId)).size !== lines.length) throw new DomainError('invalid_data', { field: 'product_id' });
  return lines;
}

function newPart(part: PlannedPart, wholesaler: OfferWholesaler | undefined) {
  if (!wholesaler) throw new Error(`Wholesaler ${part.wholesalerId} of a locked offer is missing`);
  const lines = part.lines.map((l) => ({
    productId: l.product.id,
    offerId: l.offerId,
    name: l.product.name,
    unit: l.product.unit,
    quantity: l.quantity,
    unitPriceRappen: l.unitPriceRappen,
    vatRateBasisPoints: l.product.vatRateBasisPoints,
    netRappen: l.netRappen,
  }));
  const totals = partTotals(lines);
  const newOrderPart: NewOrderPart = {
    wholesalerId: wholesaler.id,
    wholesalerName: wholesaler.name,
    netRappen: totals.netRappen,
    grossRappen: totals.grossRappen,
    lines,
  };
  return { part: newOrderPart, totals, wholesaler };
}

function mailLine(line: NewOrderPart['lines'][number]): MailOrderLine {
  return {
    name: { ...line.name },
    unit: line.unit,
    quantity: line.quantity,
    unitPriceRappen: line.unitPriceRappen,
    netRappen: line.netRappen,
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
export function swissDateTime(date: Date): string {
  return new Intl.DateTimeFormat('de-CH', {
    timeZone: 'Europe/Zurich',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(date)
    .replace(',', '');
}
