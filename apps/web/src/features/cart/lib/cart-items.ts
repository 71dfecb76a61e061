import type { CartItemDto, ProductSummaryDto } from '@mercato/api-client';
import { readPrice, type Language, type ProductUnit } from '@mercato/contracts';
import { readStoredCartLines, writeStoredCartLines } from '../../../shared/lib/stored-cart';

/**
 * A cart line as the client keeps it under `cart` (SPEC.md section 3: id, name, price,
 * quantity, image, short_description). The other fields are what the server cart and the
 * catalogue also tell about the product, so that the cart can show the unit, the stock and
 * the VAT without asking again; older entries without them still read.
 */
export interface CartItem {
  id: number;
  name: string;
  price: number;
  quantity: number;
  image: string | null;
  short_description: string;
  name_de?: string;
  name_it?: string;
  /** The product page's address (`/product/{slug}`). */
  slug?: string;
  /** How one unit is packed, per language ("carton de 6 x 75 cl"); empty or absent where the unit says it all. */
  pack_description_fr?: string;
  pack_description_de?: string;
  pack_description_it?: string;
  unit?: ProductUnit;
  /** Swiss VAT rate in percent. */
  vat_rate?: number;
  /** Stock of the lowest offer; null when the product cannot be bought now. */
  stock?: number | null;
  /** False when no wholesaler offers the product in stock now. */
  available?: boolean;
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
    name_de: item.name_de,
    name_it: item.name_it,
    slug: item.slug,
    pack_description_fr: item.pack_description_fr,
    pack_description_de: item.pack_description_de,
    pack_description_it: item.pack_description_it,
    unit: item.unit,
    vat_rate: item.vat_rate,
    stock: item.stock,
    available: item.available && item.price !== null,
  };
}

/** A new line for a catalogue product, with quantity 1 (SPEC.md section 4). */
export function cartItemFromProduct(product: ProductSummaryDto): CartItem {
  return {
    id: product.id,
    name: product.name_fr || '---',
    price: readPrice(product.price),
    quantity: 1,
    image: product.image_url,
    short_description: product.short_description_fr,
    name_de: product.name_de,
    name_it: product.name_it,
    slug: product.slug,
    pack_description_fr: product.pack_description_fr,
    pack_description_de: product.pack_description_de,
    pack_description_it: product.pack_description_it,
    unit: product.unit,
    vat_rate: product.vat_rate,
    stock: product.stock,
    available: product.available && product.price !== null,
  };
}

/** The name in the interface language; French (or "---") when the translation is missing. */
export function cartItemName(item: CartItem, language: Language): string {
  if (language === 'de' && item.name_de) return item.name_de;
  if (language === 'it' && item.name_it) return item.name_it;
  return item.name || '---';
}

/** How the line's unit is packed in the interface language (French when not translated); '' when not set. */
export function cartItemPack(item: CartItem, language: Language): string {
  return item[`pack_description_${language}`] || item.pack_description_fr || '';
}

/** Whether the line can be ordered now: an offer in stock with a price. Older entries count as available. */
export function isOrderable(item: CartItem): boolean {
  return item.available !== false;
}

export function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const { id, quantity } = value as Partial<CartItem>;
  return typeof id === 'number' && typeof quantity === 'number';
}

export function storeCart(items: CartItem[]): void {
  writeStoredCartLines(items);
}

export function readCart(): CartItem[] {
  return readStoredCartLines().filter(isCartItem);
}
