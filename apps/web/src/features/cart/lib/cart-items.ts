import type { CartItemDto } from '@mercato/api-client';
import { readPrice } from '@mercato/contracts';
import { readJson, writeJson } from '../../../shared/lib/local-storage';
import { CART_STORAGE_KEY } from '../../../shared/lib/stored-cart';

/** A cart line as the client keeps it (SPEC.md section 3). */
export interface CartItem {
  id: number;
  name: string;
  price: number;
  quantity: number;
  image: string | null;
  short_description: string;
}

/** SPEC.md section 3: id from product_id, name from name_fr (or "---"), price read as a number (0 if invalid). */
export function toCartItem(item: CartItemDto): CartItem {
  return {
    id: item.product_id,
    name: item.name_fr || '---',
    price: readPrice(item.price),
    quantity: item.quantity,
    image: item.image ?? null,
    short_description: item.short_description_fr ?? '',
  };
}

export function storeCart(items: CartItem[]): void {
  writeJson(CART_STORAGE_KEY, items);
}

export function readCart(): CartItem[] {
  const stored = readJson(CART_STORAGE_KEY);
  return Array.isArray(stored) ? (stored as CartItem[]) : [];
}
