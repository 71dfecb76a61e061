import { Injectable } from '@nestjs/common';
import { cutoffMinutes, DEFAULT_CUTOFF } from '@mercato/contracts';
import { OfferStock, type OfferWholesaler } from '../../../catalogue/index.js';
import { MailOutbox } from '../../../mail/index.js';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import { transition } from '../../domain/answer/part-status.js';
import { beforeCutoff } from '../../domain/answer/supplier-answer.js';
import type { DeliveryTerms } from '../../domain/planning/delivery-calendar.js';
import { orderNumber, type OrderView } from '../../domain/order-view.js';
import { OrderReader } from '../order-reader.port.js';
import { Clock } from '../planning/clock.port.js';
import { PurchaseOrderStore } from '../purchase-order-store.port.js';

/**
 * The restaurant cancels one part of its order (DESIGN.md "The order loop"): only while it is
 * pending or sent and before the cut-off of its delivery date (its wholesaler's terms, Swiss
 * time), else 409 `cannot_cancel`. The part's row is locked, so a wholesaler's answer at the
 * same moment and this cancel never both win. The stock goes back and the wholesaler is mailed
 * in its language.
 */
@Injectable()
export class CancelOrderPart {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PurchaseOrderStore,
    private readonly reader: OrderReader,
    private readonly offers: OfferStock,
    private readonly mail: MailOutbox,
    private readonly clock: Clock,
  ) {}

  async execute(user: SessionUserInfo | null, orderId: number, partId: number): Promise<OrderView> {
    if (!user) throw new DomainError('unauthorized');
    const now = this.clock.now();
    await this.uow.run(async () => {
      const part = await this.store.lockForOrder(orderId, partId);
      // Another restaurant's order is as unknown as a missing one.
      if (!part || part.userId !== user.id) throw new DomainError('order_not_found');
      const wholesaler = await this.offers.wholesaler(part.wholesalerId);
      const inTime = beforeCutoff(termsOf(wholesaler), now, part.deliveryDate);
      const next = transition(part.status, { kind: 'cancel', inTime });
      if (!next.ok) throw new DomainError(next.error);
      await this.store.cancel(part, now);
      await this.offers.giveBack(part.lines.flatMap((l) => (l.offerId !== null ? [{ offerId: l.offerId, quantity: l.quantity }] : [])));
      if (wholesaler) {
        await this.mail.record({
          template: 'purchase_order_cancelled',
          to: wholesaler.orderEmail,
          language: wholesaler.language,
          params: {
            orderNumber: orderNumber({ id: part.orderId, placedAt: part.placedAt }),
            wholesalerName: part.wholesalerName,
            restaurantName: part.restaurant.name,
            ...(part.deliveryDate ? { deliveryDate: part.deliveryDate } : {}),
            lines: part.lines.map((l) => ({ name: { ...l.name }, unit: l.unit, quantity: l.quantity, unitPriceRappen: l.unitPriceRappen, netRappen: l.netRappen })),
          },
        });
      }
    });
    const order = await this.reader.byId(orderId);
    if (!order) throw new DomainError('order_not_found');
    return order;
  }
}

/** A wholesaler deleted since has no terms left: the default cut-off, next-day delivery. */
function termsOf(wholesaler: OfferWholesaler | null): DeliveryTerms {
  return {
    deliveryDays: wholesaler?.deliveryDays ?? [1, 2, 3, 4, 5],
    cutoffMinutes: cutoffMinutes(wholesaler?.cutoff ?? DEFAULT_CUTOFF) ?? cutoffMinutes(DEFAULT_CUTOFF)!,
    leadDays: wholesaler?.leadDays ?? 1,
  };
}
