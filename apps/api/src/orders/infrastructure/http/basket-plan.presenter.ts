import { rappenToChf } from '@mercato/contracts';
import type { BasketPlan } from '../../domain/planning/basket-plan.js';
import type { PlannedBasket } from '../../application/planning/basket-planner.service.js';
import { jsonAnswer, type JsonAnswer } from '../../../platform/http/json-answer.js';
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

/**
 * The serialised answers of the plans the planner keeps (its memo answers the very same plan,
 * dates and names for an unchanged cart, rows, date and minute), so a repeated plan is not
 * presented, serialised and hashed again: about 7 KB of JSON for a 40-line cart. Keyed by the
 * plan object (which the memo drops, and with it the answer); the other parts are checked by
 * identity, so a plan shown with other dates or names is presented anew.
 */
const answers = new WeakMap<BasketPlan, { readonly planned: PlannedBasket; readonly answer: JsonAnswer }>();

export function planAnswer(planned: PlannedBasket): JsonAnswer {
  const kept = answers.get(planned.plan);
  if (
    kept &&
    kept.planned.deliveryDates === planned.deliveryDates &&
    kept.planned.wholesalerNames === planned.wholesalerNames &&
    kept.planned.postcodeMissing === planned.postcodeMissing
  )
    return kept.answer;
  const answer = jsonAnswer(presentPlan(planned));
  answers.set(planned.plan, { planned, answer });
  return answer;
}
