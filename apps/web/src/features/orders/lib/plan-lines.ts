import type { BasketPlanResponse, ExpectedLineDto } from '@mercato/api-client';

/** What the user saw and accepts: each line of each part (a split line once per wholesaler). */
export function planExpectedLines(plan: BasketPlanResponse): ExpectedLineDto[] {
  return plan.parts.flatMap((part) => part.lines.map((line) => ({ product_id: line.product_id, price: line.unit_price, quantity: line.quantity })));
}

/** How the plan supplies one product: a part per wholesaler (usually one), each with its unit price. */
export interface PlannedLinePrice {
  quantity: number;
  unitPrice: number;
  lineNet: number;
}

/** The plan's prices per product id, for the cart's lines to show the prices the order will use. */
export function plannedLinePrices(plan: BasketPlanResponse): Map<number, PlannedLinePrice[]> {
  const byProduct = new Map<number, PlannedLinePrice[]>();
  for (const part of plan.parts) {
    for (const line of part.lines) {
      const list = byProduct.get(line.product_id) ?? [];
      list.push({ quantity: line.quantity, unitPrice: line.unit_price, lineNet: line.line_net });
      byProduct.set(line.product_id, list);
    }
  }
  return byProduct;
}

/** `mercredi 23 décembre`: a delivery date in the interface language. */
export function formatDeliveryDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : language === 'it' ? 'it-CH' : 'fr-CH', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}
