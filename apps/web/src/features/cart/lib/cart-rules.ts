import type { CartItemDto } from '@mercato/api-client';
import { quantityProblem, type QuantityProblem } from '@mercato/contracts';
import { capToStock, roundQuantity } from './quantity';
import { toCartItem, type CartItem } from './cart-items';

export type CartChange = { ok: true; items: CartItem[]; line: CartItem } | { ok: false; problem: QuantityProblem; line: CartItem };

/**
 * SPEC.md section 4: adding a product already in the cart raises its quantity by 1, otherwise
 * it is added with quantity 1; never beyond the stock of its lowest offer.
 */
export function addToCart(items: readonly CartItem[], product: CartItem): CartChange {
  const existing = items.find((item) => item.id === product.id);
  if (!existing) {
    const line = { ...product, quantity: 1 };
    const problem = quantityProblem(line.unit, 1, line.stock);
    return problem ? { ok: false, problem, line } : { ok: true, items: [...items, line], line };
  }
  // The product's latest price and stock replace what the line remembered.
  const line = { ...existing, ...product, quantity: roundQuantity(existing.quantity + 1) };
  const problem = quantityProblem(line.unit, line.quantity, line.stock);
  if (problem) return { ok: false, problem, line };
  return { ok: true, items: items.map((item) => (item.id === line.id ? line : item)), line };
}

/** Sets a line's quantity, refused unless it is a quantity of its unit within the stock. */
export function changeQuantity(items: readonly CartItem[], id: number, quantity: number): CartChange | null {
  const existing = items.find((item) => item.id === id);
  if (!existing) return null;
  const line = { ...existing, quantity: roundQuantity(quantity) };
  const problem = quantityProblem(line.unit, quantity, line.stock);
  if (problem) return { ok: false, problem, line: existing };
  return { ok: true, items: items.map((item) => (item.id === id ? line : item)), line };
}

export function removeFromCart(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/**
 * The server's view of the lines (current lowest price, stock, availability) laid over the
 * local cart; quantities and lines stay the user's own.
 */
export function refreshDetails(items: readonly CartItem[], serverItems: readonly CartItemDto[]): CartItem[] {
  const fresh = new Map(serverItems.map((item) => [item.product_id, toCartItem(item)]));
  return items.map((item) => {
    const server = fresh.get(item.id);
    return server ? { ...item, ...server, quantity: item.quantity } : item;
  });
}

/**
 * Takes over the server cart as it is now (after an order was refused because it changed):
 * unavailable lines leave, quantities shrink to the stock.
 */
export function adoptServerCart(serverItems: readonly CartItemDto[]): CartItem[] {
  return serverItems.flatMap((dto) => {
    const item = toCartItem(dto);
    if (!item.available || typeof item.stock !== 'number' || item.stock <= 0) return [];
    const quantity = capToStock(item.unit, item.quantity, item.stock);
    return quantity > 0 ? [{ ...item, quantity }] : [];
  });
}
