import { computeTotals, lineNet, type Totals } from '@mercato/contracts';
import { isOrderable, type CartItem } from './cart-items';

/** Net of one line (CHF, excluding VAT), computed as the order and the mails compute it. */
export function cartLineNet(item: CartItem): number {
  return lineNet({ unitPrice: item.price, quantity: item.quantity });
}

/** Net, VAT per rate and gross of the lines that can be ordered now (DESIGN.md). */
export function cartTotals(items: readonly CartItem[]): Totals {
  return computeTotals(
    items.filter(isOrderable).map((item) => ({ unitPrice: item.price, quantity: item.quantity, vatRate: item.vat_rate ?? 0 })),
  );
}
