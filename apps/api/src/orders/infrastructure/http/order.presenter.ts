import { rappenToChf } from '@mercato/contracts';
import { partTotals, sumTotals, type PlanTotals } from '../../domain/planning/basket-plan.js';
import { orderNumber, partSavedRappen, type OrderView } from '../../domain/order-view.js';
import type { OrderDto, TotalsDto } from './orders.dto.js';

/** Totals as answers carry them: CHF numbers, fees apart (`{net, fees, vat, gross}`). */
export function presentTotals(t: PlanTotals): TotalsDto {
  return {
    net: rappenToChf(t.netRappen),
    fees: rappenToChf(t.feesRappen),
    vat: t.vat.map((v) => ({ rate: v.rate, base: rappenToChf(v.baseRappen), amount: rappenToChf(v.amountRappen) })),
    gross: rappenToChf(t.grossRappen),
  };
}

export function presentOrder(order: OrderView): OrderDto {
  const parts = order.parts.map((part) => ({ part, totals: partTotals(part.lines, part.feeRappen), saved: partSavedRappen(part) }));
  return {
    id: order.id,
    number: orderNumber(order),
    placed_at: order.placedAt.toISOString(),
    status: order.status,
    note: order.note,
    saved: rappenToChf(parts.reduce((sum, p) => sum + p.saved, 0)),
    totals: presentTotals(sumTotals(parts.map((p) => p.totals))),
    parts: parts.map(({ part, totals, saved }) => ({
      id: part.id,
      wholesaler_id: part.wholesalerId,
      wholesaler_name: part.wholesalerName,
      status: part.status,
      delivery_date: part.deliveryDate,
      fee: rappenToChf(part.feeRappen),
      note: part.note,
      answer: part.answer
        ? { answered_at: part.answer.answeredAt.toISOString(), delivery_date: part.answer.deliveryDate, note: part.answer.note, reason: part.answer.reason }
        : null,
      saved: rappenToChf(saved),
      totals: presentTotals(totals),
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
        reference_price: l.referencePriceRappen === null ? null : rappenToChf(l.referencePriceRappen),
        confirmed_quantity: l.confirmedQuantity ?? null,
      })),
    })),
  };
}
