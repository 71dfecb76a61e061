import { rappenToChf } from '@mercato/contracts';
import type { PlannedBasket } from '../../application/planning/basket-planner.service.js';
import { presentTotals } from './order.presenter.js';
import type { BasketPlanResponse } from './orders.dto.js';

export function presentPlan(planned: PlannedBasket): BasketPlanResponse {
  const { plan } = planned;
  return {
    success: true,
    parts: plan.parts.map((part) => ({
      wholesaler_id: part.wholesalerId,
      wholesaler_name: planned.wholesalerNames.get(part.wholesalerId) ?? '',
      delivery_date: part.deliveryDate,
      lines: part.lines.map((l) => ({
        product_id: l.productId,
        quantity: l.quantity,
        unit_price: rappenToChf(l.unitPriceRappen),
        line_net: rappenToChf(l.netRappen),
        vat_rate: l.vatRateBasisPoints / 100,
        reference_price: l.referencePriceRappen === null ? null : rappenToChf(l.referencePriceRappen),
      })),
      subtotal: rappenToChf(part.subtotalRappen),
      fee: rappenToChf(part.feeRappen),
      min_order_value: rappenToChf(part.minOrderRappen),
      missing_to_minimum: rappenToChf(part.missingRappen),
      totals: presentTotals(part.totals),
    })),
    unsupplied: plan.unsupplied.map((u) => ({ product_id: u.productId, quantity: u.quantity, reason: u.reason, available: u.available })),
    totals: presentTotals(plan.totals),
    delivery_dates: [...planned.deliveryDates],
    postcode_missing: planned.postcodeMissing,
    exact: plan.exact,
  };
}

