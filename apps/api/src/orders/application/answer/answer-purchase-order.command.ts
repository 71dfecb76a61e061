import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../../mail/index.js';
import { OfferStock } from '../../../catalogue/index.js';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { transition, type PartStatus } from '../../domain/answer/part-status.js';
import { answerText, confirmedLines, rejectionReason, type ConfirmedLine } from '../../domain/answer/supplier-answer.js';
import { isCalendarDate, zurichClock } from '../../domain/planning/delivery-calendar.js';
import { orderNumber } from '../../domain/order-view.js';
import { Clock } from '../planning/clock.port.js';
import { PurchaseOrderStore, type PartAnswer, type StoredPart } from '../purchase-order-store.port.js';
import { partByToken } from './get-purchase-order.query.js';

export interface ConfirmInput {
  readonly deliveryDate: unknown;
  readonly lines?: unknown;
  readonly note?: unknown;
}

/**
 * The wholesaler's answer through its link (DESIGN.md "The order loop"): confirm with a delivery
 * date, confirm with less on some lines (and a note), or reject with a reason. One transaction:
 * the part's row is locked, so of a confirm and a cancel (or two answers) of the same part
 * exactly one wins and the other answers 409. What will not be delivered goes back to the
 * offers' stock, and the restaurant is mailed in its language (through the outbox: once).
 */
@Injectable()
export class AnswerPurchaseOrder {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PurchaseOrderStore,
    private readonly offers: OfferStock,
    private readonly mail: MailOutbox,
    private readonly clock: Clock,
  ) {}

  async confirm(token: unknown, input: ConfirmInput): Promise<{ status: PartStatus }> {
    const now = this.clock.now();
    const deliveryDate = input.deliveryDate;
    if (!isCalendarDate(deliveryDate) || deliveryDate < zurichClock(now).date) throw new DomainError('invalid_delivery_date', { field: 'delivery_date' });
    const note = answerText(input.note, 'note');
    return this.uow.run(async () => {
      const part = await partByToken(this.store, this.clock, token, true);
      const { lines, less } = confirmedLines(part.lines, input.lines);
      const next = transition(part.status, { kind: 'confirm', less });
      if (!next.ok) throw new DomainError(next.error);
      const status = next.status as PartAnswer['status'];
      await this.answer(part, { status, deliveryDate, note, reason: '', confirmed: byLineId(part, lines) }, lines, now);
      return { status };
    });
  }

  async reject(token: unknown, input: { readonly reason: unknown }): Promise<{ status: PartStatus }> {
    const reason = rejectionReason(input.reason);
    const now = this.clock.now();
    return this.uow.run(async () => {
      const part = await partByToken(this.store, this.clock, token, true);
      const next = transition(part.status, { kind: 'reject' });
      if (!next.ok) throw new DomainError(next.error);
      const lines = part.lines.map((l) => ({ productId: l.productId, ordered: l.quantity, confirmed: 0 }));
      await this.answer(part, { status: 'rejected', deliveryDate: null, note: '', reason, confirmed: byLineId(part, lines) }, lines, now);
      return { status: 'rejected' as const };
    });
  }

  private async answer(part: StoredPart, answer: PartAnswer, lines: readonly ConfirmedLine[], now: Date): Promise<void> {
    await this.store.saveAnswer(part, answer, now);
    // What the wholesaler will not deliver was taken from its offers' stock when the order was placed.
    await this.offers.giveBack(
      part.lines.flatMap((l, i) => {
        const missing = l.quantity - lines[i]!.confirmed;
        return l.offerId !== null && missing > 0 ? [{ offerId: l.offerId, quantity: Number(missing.toFixed(3)) }] : [];
      }),
    );
    await this.mail.record({
      template: 'purchase_order_answered',
      to: part.restaurant.email,
      language: part.language,
      params: {
        orderNumber: orderNumber({ id: part.orderId, placedAt: part.placedAt }),
        wholesalerName: part.wholesalerName,
        status: answer.status,
        ...(answer.deliveryDate ? { deliveryDate: answer.deliveryDate } : {}),
        ...(answer.note ? { note: answer.note } : {}),
        ...(answer.reason ? { reason: answer.reason } : {}),
        lines: part.lines.map((l, i) => ({ name: { ...l.name }, unit: l.unit, ordered: l.quantity, confirmed: lines[i]!.confirmed })),
      },
    });
  }
}

function byLineId(part: StoredPart, lines: readonly ConfirmedLine[]): PartAnswer['confirmed'] {
  return part.lines.map((l, i) => ({ lineId: l.lineId, quantity: lines[i]!.confirmed }));
}
