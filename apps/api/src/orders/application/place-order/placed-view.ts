import type { Customer } from '../../../accounts/index.js';
import type { OrderView } from '../../domain/order-view.js';
import type { NewOrderPart } from '../ordering-store.port.js';

/**
 * The order just placed, as the listings would read it back (`OrderReader.byId`), built from
 * what was saved instead of five more queries: every part `pending` (its mail is handed over
 * only after the commit), no answers yet, parts in wholesaler order.
 */
export function placedView(order: {
  readonly orderId: number;
  readonly placedAt: Date;
  readonly customer: Customer;
  readonly note: string;
  readonly parts: readonly NewOrderPart[];
  readonly partIds: readonly number[];
}): OrderView {
  const c = order.customer;
  return {
    id: order.orderId,
    userId: c.id,
    status: 'placed',
    placedAt: order.placedAt,
    restaurantName: c.restaurantName,
    email: c.email,
    restaurantAddress: c.restaurantAddress,
    phone: c.phone,
    contactName: `${c.firstName} ${c.lastName}`,
    note: order.note,
    parts: order.parts
      .map((part, index) => ({
        id: order.partIds[index]!,
        wholesalerId: part.wholesalerId,
        wholesalerName: part.wholesalerName,
        status: 'pending' as const,
        deliveryDate: part.deliveryDate,
        feeRappen: part.feeRappen,
        note: part.note,
        answer: null,
        lines: part.lines.map((l) => ({
          productId: l.productId,
          name: { ...l.name },
          unit: l.unit,
          quantity: l.quantity,
          unitPriceRappen: l.unitPriceRappen,
          vatRateBasisPoints: l.vatRateBasisPoints,
          netRappen: l.netRappen,
          referencePriceRappen: l.referencePriceRappen,
          confirmedQuantity: null,
        })),
      }))
      .sort((a, b) => a.wholesalerId - b.wholesalerId),
  };
}
