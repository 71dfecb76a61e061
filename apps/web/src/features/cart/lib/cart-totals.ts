import { chfToRappen, computeTotals, lineNetRappen, totalsInChf, type ChfTotals } from '@mercato/contracts';
import { isOrderable, type CartItem } from './cart-items';

/** Net of one line in rappen (excluding VAT), computed as the order and the mails compute it. */
export function cartLineNetRappen(item: CartItem): number {
  return lineNetRappen({ unitPriceRappen: chfToRappen(item.price), quantity: item.quantity });
}

/**
 * Net, VAT per rate and gross of the lines that can be ordered now (DESIGN.md), computed in
 * rappen by the shared rule and handed to the screen in CHF, as the API's orders carry them.
 */
export function cartTotals(items: readonly CartItem[]): ChfTotals {
  return totalsInChf(
    computeTotals(
      items.filter(isOrderable).map((item) => ({ unitPriceRappen: chfToRappen(item.price), quantity: item.quantity, vatRate: item.vat_rate ?? 0 })),
    ),
  );
}
