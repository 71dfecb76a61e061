import { ApiProperty } from '@nestjs/swagger';
import { IsArray, IsOptional, IsString } from 'class-validator';

export class ExpectedLineDto {
  @ApiProperty({ example: 12 }) product_id: number;
  @ApiProperty({ example: 24.9, description: 'The price per unit (CHF, excl. VAT) the user saw and accepted.' }) price: number;
  @ApiProperty({ example: 2.5 }) quantity: number;
}

export class PlaceOrderRequest {
  @ApiProperty({
    example: '3f0c9a52-5d1e-4b8e-9a57-2f0d3c1e8b11',
    description: 'One key per checkout attempt (8-100 of A-Z a-z 0-9 _ -). The same key again answers the order it placed, so a double click orders once.',
  })
  @IsString()
  idempotency_key: string;
  @ApiProperty({ enum: ['fr', 'de', 'it'], description: 'Language of the confirmation mail.' }) @IsOptional() @IsString() lang?: string;
  @ApiProperty({ type: [ExpectedLineDto], description: 'The cart as the user saw it; any difference with the server cart, its prices or stock answers 409 order_changed.' })
  @IsArray()
  expected: unknown[];
}

export class TotalsVatDto {
  @ApiProperty({ example: 2.6 }) rate: number;
  @ApiProperty({ example: 72.3, description: 'Net amount (CHF) the rate applies to.' }) base: number;
  @ApiProperty({ example: 1.88 }) amount: number;
}

export class TotalsDto {
  @ApiProperty({ example: 109.1, description: 'CHF excl. VAT.' }) net: number;
  @ApiProperty({ type: [TotalsVatDto] }) vat: TotalsVatDto[];
  @ApiProperty({ example: 113.96, description: 'CHF incl. VAT.' }) gross: number;
}

export class OrderLineDto {
  @ApiProperty() product_id: number;
  @ApiProperty() name_fr: string;
  @ApiProperty() name_de: string;
  @ApiProperty() name_it: string;
  @ApiProperty({ enum: ['kg', 'piece'] }) unit: 'kg' | 'piece';
  @ApiProperty({ example: 2.5 }) quantity: number;
  @ApiProperty({ example: 24.9, description: 'CHF per unit, excl. VAT.' }) unit_price: number;
  @ApiProperty({ example: 2.6 }) vat_rate: number;
  @ApiProperty({ example: 62.25, description: 'CHF, excl. VAT.' }) line_net: number;
}

export class OrderPartDto {
  @ApiProperty() id: number;
  @ApiProperty() wholesaler_id: number;
  @ApiProperty() wholesaler_name: string;
  @ApiProperty({ enum: ['pending', 'sent', 'undeliverable'], description: '`sent` once the purchase order was delivered to the wholesaler; `undeliverable` when its mail failed for good.' })
  status: 'pending' | 'sent' | 'undeliverable';
  @ApiProperty({ type: [OrderLineDto] }) lines: OrderLineDto[];
  @ApiProperty({ type: TotalsDto }) totals: TotalsDto;
}

export class OrderDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-000042' }) number: string;
  @ApiProperty({ example: '2026-11-22T09:30:00.000Z' }) placed_at: string;
  @ApiProperty({ enum: ['placed', 'cancelled'] }) status: 'placed' | 'cancelled';
  @ApiProperty({ type: TotalsDto }) totals: TotalsDto;
  @ApiProperty({ type: [OrderPartDto] }) parts: OrderPartDto[];
}

export class OrderResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: OrderDto }) order: OrderDto;
}

export class OrderListResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [OrderDto] }) orders: OrderDto[];
}

export class OrderChangeDto {
  @ApiProperty() product_id: number;
  @ApiProperty({ enum: ['price_changed', 'insufficient_stock', 'unavailable', 'cart_changed'] }) kind: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The price the user saw (CHF).' }) expected_price: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The price it would be ordered at now (CHF); null when it cannot be ordered.' })
  current_price: number | null;
  @ApiProperty({ description: 'The quantity in the server cart (0: no longer in it).' }) quantity: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The most one wholesaler can deliver now.' }) stock: number | null;
}

export class OrderChangedResponse {
  @ApiProperty({ example: false }) success: boolean;
  @ApiProperty({ example: 'order_changed' }) error_code: string;
  @ApiProperty({ type: [OrderChangeDto] }) changes: OrderChangeDto[];
  @ApiProperty({ type: 'array', items: { $ref: '#/components/schemas/CartItemDto' }, description: 'The server cart as it is now (as getCart answers).' })
  items: unknown[];
}

export class AdminOrderDto extends OrderDto {
  @ApiProperty() user_id: number;
  @ApiProperty() restaurant_name: string;
  @ApiProperty() email: string;
}

export class AdminOrderPageResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [AdminOrderDto] }) items: AdminOrderDto[];
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty() total: number;
  @ApiProperty() pages: number;
}
