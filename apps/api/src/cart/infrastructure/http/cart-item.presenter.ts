import { ApiProperty } from '@nestjs/swagger';
import { rappenToChf } from '@mercato/contracts';
import type { CartLineView } from '../../application/cart.service.js';

/** A cart line as SPEC.md section 3 names it (get_cart, and the cart in an order_changed answer). */
export class CartItemDto {
  @ApiProperty() product_id: number;
  @ApiProperty({ example: 'gruyere-aop', description: 'The product page is /product/{slug}.' }) slug: string;
  @ApiProperty() name_fr: string;
  @ApiProperty() name_de: string;
  @ApiProperty() name_it: string;
  @ApiProperty({ type: Number, nullable: true, description: 'CHF per unit at the lowest offer now, excluding VAT; null when unavailable.' }) price: number | null;
  @ApiProperty({ example: 2.5 }) quantity: number;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty() short_description_fr: string;
  @ApiProperty({ description: 'How one unit is packed; empty when the unit says it all.' }) pack_description_fr: string;
  @ApiProperty() pack_description_de: string;
  @ApiProperty() pack_description_it: string;
  @ApiProperty({ enum: ['kg', 'piece'] }) unit: 'kg' | 'piece';
  @ApiProperty({ example: 2.6 }) vat_rate: number;
  @ApiProperty({ type: Number, nullable: true }) stock: number | null;
  @ApiProperty() available: boolean;
}

export function presentCartItem(line: CartLineView): CartItemDto {
  return {
    product_id: line.productId,
    slug: line.slug,
    name_fr: line.name.fr,
    name_de: line.name.de,
    name_it: line.name.it,
    price: line.priceRappen === null ? null : rappenToChf(line.priceRappen),
    quantity: line.quantity,
    image: line.imageKey ? `/media/${line.imageKey}` : null,
    short_description_fr: line.shortDescriptionFr,
    pack_description_fr: line.packDescription.fr,
    pack_description_de: line.packDescription.de,
    pack_description_it: line.packDescription.it,
    unit: line.unit,
    vat_rate: line.vatRateBasisPoints / 100,
    stock: line.stock,
    available: line.available,
  };
}
