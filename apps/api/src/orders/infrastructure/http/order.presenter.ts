import { rappenToChf, totalsInChf } from '@mercato/contracts';
import { orderTotals, partTotals } from '../../domain/order-totals.js';
import { orderNumber, type OrderView } from '../../domain/order-view.js';
import type { OrderDto } from './orders.dto.js';

export function presentOrder(order: OrderView): OrderDto {
  const parts = order.parts.map((part) => ({ part, totals: partTotals(part.lines) }));
  return {
    id: order.id,
    number: orderNumber(order),
    placed_at: order.placedAt.toISOString(),
    status: order.status,
    totals: totalsInChf(orderTotals(parts.map((p) => p.totals))) as OrderDto['totals'],
    parts: parts.map(({ part, totals }) => ({
      id: part.id,
      wholesaler_id: part.wholesalerId,
      wholesaler_name: part.wholesalerName,
      status: part.status,
      totals: totalsInChf(totals) as OrderDto['totals'],
      lines: part.lines.map((l) => ({
        product_id: l.productId,
        name_fr: l.name.fr,
        name_de: l.name.de,
        name_it: l.name.it,
        unit: l.unit,
        quantity: l.quantity,
        unit_price: rappenToChf(l.unitPriceRappen),
        vat_rate: l.vatRateBasisPoints / 100,
        line_net: rappenToChf(l.netRappen),
      })),
    })),
  };
}
