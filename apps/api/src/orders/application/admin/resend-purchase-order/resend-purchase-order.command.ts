import { Injectable } from '@nestjs/common';
import { OfferStock } from '../../../../catalogue/index.js';
import { MailOutbox } from '../../../../mail/index.js';
import { UnitOfWork } from '../../../../platform/database/unit-of-work.js';
import { DomainError } from '../../../../shared/domain/domain-error.js';
import { transition } from '../../../domain/answer/part-status.js';
import { partTotals } from '../../../domain/planning/basket-plan.js';
import { orderNumber, type OrderView } from '../../../domain/order-view.js';
import { SupplierLinks } from '../../answer/supplier-link.js';
import { OrderReader } from '../../order-reader.port.js';
import { OrderingStore } from '../../ordering-store.port.js';
import { Clock } from '../../planning/clock.port.js';
import { swissDateTime } from '../../place-order/place-order.command.js';
import { PurchaseOrderStore } from '../../purchase-order-store.port.js';

/**
 * Staff send a purchase order again (it could not be delivered, or the wholesaler lost it): a
 * new mail to the wholesaler's address as it is now, with a new link; the old link stops
 * answering at once. Only while the wholesaler has not answered and the part is not cancelled.
 */
@Injectable()
export class ResendPurchaseOrder {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PurchaseOrderStore,
    private readonly ordering: OrderingStore,
    private readonly reader: OrderReader,
    private readonly offers: OfferStock,
    private readonly mail: MailOutbox,
    private readonly links: SupplierLinks,
    private readonly clock: Clock,
  ) {}

  async execute(orderId: number, partId: number): Promise<OrderView> {
    await this.uow.run(async () => {
      const part = await this.store.lockForOrder(orderId, partId);
      if (!part) throw new DomainError('order_not_found');
      const next = transition(part.status, { kind: 'resend' });
      if (!next.ok) throw new DomainError(next.error);
      const wholesaler = await this.offers.wholesaler(part.wholesalerId);
      if (!wholesaler) throw new DomainError('wholesaler_not_found');
      const link = this.links.create(this.clock.now());
      const mailId = await this.mail.record({
        template: 'purchase_order',
        to: wholesaler.orderEmail,
        language: wholesaler.language,
        params: {
          orderNumber: orderNumber({ id: part.orderId, placedAt: part.placedAt }),
          placedAt: swissDateTime(part.placedAt),
          wholesalerName: part.wholesalerName,
          restaurant: { ...part.restaurant },
          lines: part.lines.map((l) => ({
            name: { ...l.name },
            unit: l.unit,
            quantity: l.quantity,
            unitPriceRappen: l.unitPriceRappen,
            netRappen: l.netRappen,
            vatRateBasisPoints: l.vatRateBasisPoints,
          })),
          totals: partTotals(part.lines, part.feeRappen),
          ...(part.deliveryDate ? { deliveryDate: part.deliveryDate } : {}),
          feeRappen: part.feeRappen,
          note: part.note,
        },
        secrets: { supplierLink: link.url },
      });
      await this.ordering.linkPartMail(part.id, mailId, link);
      await this.store.resent(part);
    });
    const order = await this.reader.byId(orderId);
    if (!order) throw new DomainError('order_not_found');
    return order;
  }
}
