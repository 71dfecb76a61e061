import type { BasketPlanResponse, ExpectedLineDto } from '@mercato/api-client';

/** What the user saw and accepts: each line of each part (a split line once per wholesaler). */
export function planExpectedLines(plan: BasketPlanResponse): ExpectedLineDto[] {
  return plan.parts.flatMap((part) => part.lines.map((line) => ({ product_id: line.product_id, price: line.unit_price, quantity: line.quantity })));
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
