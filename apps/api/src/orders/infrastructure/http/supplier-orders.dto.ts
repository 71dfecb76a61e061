import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, IsOptional, IsString, ValidateBy } from 'class-validator';
import { MAX_CART_LINES } from '../../../cart/index.js';
import { answering, NestedList } from '../../../platform/http/field-rules.js';
import { isCalendarDate } from '../../domain/planning/delivery-calendar.js';

/** A calendar date, YYYY-MM-DD (whether it may be chosen, the answer decides: today or later). */
const IsCalendarDate = () =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate, defaultMessage: () => '$property must be a date (YYYY-MM-DD)' } }, answering('invalid_delivery_date'));
import { OrderLineDto, TotalsDto } from './orders.dto.js';

export class SupplierPartDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-000042' }) number: string;
  @ApiProperty({ example: '2026-11-22T09:30:00.000Z' }) placed_at: string;
  @ApiProperty() wholesaler_name: string;
  @ApiProperty({ enum: ['fr', 'de', 'it'], description: 'The wholesaler’s language: the page shows in it.' }) language: 'fr' | 'de' | 'it';
  @ApiProperty({ enum: ['pending', 'sent', 'confirmed', 'partially_confirmed', 'rejected', 'cancelled'] }) status: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-11-26', description: 'The delivery date the restaurant ordered for.' }) delivery_date: string | null;
  @ApiProperty({ example: 0, description: 'Delivery fee, CHF excl. VAT.' }) fee: number;
  @ApiProperty({ description: 'The restaurant’s note for the wholesaler.' }) note: string;
  @ApiProperty({ type: [OrderLineDto] }) lines: OrderLineDto[];
  @ApiProperty({ type: TotalsDto }) totals: TotalsDto;
  @ApiProperty({ example: '2026-12-22T09:30:00.000Z', description: 'Until when this link answers.' }) link_expires_at: string;
}

export class SupplierRestaurantDto {
  @ApiProperty() name: string;
  @ApiProperty() address: string;
  @ApiProperty() phone: string;
}

export class SupplierAnswerLineDto {
  @ApiProperty() @IsInt() product_id: number;
  @ApiProperty({ example: 2, description: 'The quantity the wholesaler will deliver (0 = none).' }) @IsNumber({}, answering('invalid_quantity')) quantity: number;
}

export class SupplierAnswerDto {
  @ApiProperty({ enum: ['confirmed', 'partially_confirmed', 'rejected'] }) status: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-11-26' }) delivery_date: string | null;
  @ApiProperty({ type: [SupplierAnswerLineDto] }) lines: SupplierAnswerLineDto[];
  @ApiProperty() note: string;
  @ApiProperty() reason: string;
  @ApiProperty({ example: '2026-11-23T10:15:00.000Z' }) answered_at: string;
}

export class SupplierOrderResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: SupplierPartDto }) part: SupplierPartDto;
  @ApiProperty({ type: SupplierRestaurantDto }) restaurant: SupplierRestaurantDto;
  @ApiProperty({ type: SupplierAnswerDto, nullable: true, description: 'Null until the wholesaler answered.' }) answer: SupplierAnswerDto | null;
}

export class ConfirmPurchaseOrderRequest {
  @ApiProperty({ example: '2026-11-26', description: 'The day the wholesaler delivers (YYYY-MM-DD, today or later).' }) @IsCalendarDate() delivery_date: string;
  @ApiPropertyOptional({
    type: [SupplierAnswerLineDto],
    description: 'Lines delivered with less than ordered: per line the quantity it will deliver (0 = none; whole pieces, kg to the gram, at most the quantity ordered). Lines left out come as ordered.',
  })
  @IsOptional()
  @NestedList(() => SupplierAnswerLineDto, MAX_CART_LINES)
  lines?: SupplierAnswerLineDto[];
  @ApiPropertyOptional({ description: 'For the restaurant, up to 500 characters.' }) @IsOptional() @IsString() note?: string;
}

export class RejectPurchaseOrderRequest {
  @ApiProperty({ description: 'Why the wholesaler cannot deliver, up to 500 characters.' }) @IsOptional() @IsString() reason: string;
}

export class SupplierAnswerResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ enum: ['confirmed', 'partially_confirmed', 'rejected'] }) status: string;
}
