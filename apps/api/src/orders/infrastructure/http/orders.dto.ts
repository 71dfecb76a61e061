import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, Min } from 'class-validator';
import { MAX_CART_LINES } from '../../../cart/index.js';
import { AdminListQuery } from '../../../platform/http/admin-list.dto.js';
import { answering, LanguageField, NestedList, ReusableQuery } from '../../../platform/http/field-rules.js';
import { ORDER_MAX_PAGE_SIZE, ORDER_PAGE_SIZE } from '../../application/list-orders/list-orders.query.js';

export class ExpectedLineDto {
  @ApiProperty({ example: 12 }) @IsInt() product_id: number;
  @ApiProperty({ example: 24.9, description: 'The price per unit (CHF, excl. VAT) the user saw and accepted.' }) @IsNumber() price: number;
  @ApiProperty({ example: 2.5 }) @IsNumber() quantity: number;
}

export class PlaceOrderRequest {
  @ApiProperty({
    example: '3f0c9a52-5d1e-4b8e-9a57-2f0d3c1e8b11',
    description: 'One key per checkout attempt (8-100 of A-Z a-z 0-9 _ -). The same key again answers the order it placed, so a double click orders once.',
  })
  @IsString()
  idempotency_key: string;
  @ApiProperty({ enum: ['fr', 'de', 'it'], description: 'Language of the confirmation mail.' }) @LanguageField() lang?: string;
  @ApiProperty({
    type: [ExpectedLineDto],
    description: 'The basket plan as the user saw it: one entry per line of each part (a split line once per wholesaler). Any difference with the plan now answers 409 order_changed.',
  })
  @NestedList(() => ExpectedLineDto, MAX_CART_LINES * 4)
  expected: ExpectedLineDto[];
  @ApiPropertyOptional({ example: 25, description: 'The plan’s `totals.fees` the user saw (CHF); left out, it counts as 0.' }) @IsOptional() @IsNumber() expected_fees?: number;
  @ApiPropertyOptional({ example: '2026-11-26', description: 'The delivery date asked for (YYYY-MM-DD); each part comes on its wholesaler’s first delivery day on or after it.' })
  @IsOptional()
  @IsString(answering('invalid_delivery_date'))
  delivery_date?: string;
  @ApiPropertyOptional({ example: 'Livraison par l’entrée de service, avant 10 h.', description: 'For the wholesalers, up to 500 characters.' }) @IsOptional() @IsString() note?: string;
}

export class TotalsVatDto {
  @ApiProperty({ example: 2.6 }) rate: number;
  @ApiProperty({ example: 72.3, description: 'Net amount (CHF) the rate applies to.' }) base: number;
  @ApiProperty({ example: 1.88 }) amount: number;
}

export class TotalsDto {
  @ApiProperty({ example: 109.1, description: 'The lines, CHF excl. VAT, fees excluded.' }) net: number;
  @ApiProperty({ example: 25, description: 'Delivery fees, CHF excl. VAT (taxed at the standard rate).' }) fees: number;
  @ApiProperty({ type: [TotalsVatDto], description: 'VAT per rate, fees included.' }) vat: TotalsVatDto[];
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
  @ApiProperty({ type: Number, nullable: true, example: 26.1, description: 'The next-cheapest offer’s price when it was ordered (CHF); null when there was none.' })
  reference_price: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 2, description: 'What the wholesaler confirmed it will deliver (0 = none); null before its answer.' })
  confirmed_quantity: number | null;
}

export class PartAnswerDto {
  @ApiProperty({ example: '2026-11-23T10:15:00.000Z' }) answered_at: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-11-26', description: 'The delivery date the wholesaler confirmed; null when it rejected.' }) delivery_date: string | null;
  @ApiProperty({ description: 'The wholesaler’s note (confirmations).' }) note: string;
  @ApiProperty({ description: 'The wholesaler’s reason (rejections).' }) reason: string;
}

/** How `saved` is counted (order-view.ts `lineSavedRappen`). */
const SAVED_RULE =
  'Saved against the next-cheapest offers (CHF): per line (reference_price - unit_price) x the quantity the restaurant gets (the confirmed quantity once the wholesaler answered), rounded to the rappen and never below 0; a line without a reference_price (one wholesaler only) counts 0; a cancelled or rejected part saved 0.';

export const PART_STATUS_VALUES = ['pending', 'sent', 'confirmed', 'partially_confirmed', 'rejected', 'cancelled', 'undeliverable'] as const;

export class OrderPartDto {
  @ApiProperty() id: number;
  @ApiProperty() wholesaler_id: number;
  @ApiProperty() wholesaler_name: string;
  @ApiProperty({
    enum: PART_STATUS_VALUES,
    description:
      '`pending` until the purchase order is mailed, `sent` once it was delivered to the wholesaler, then `confirmed`, `partially_confirmed` (less on some lines), `rejected` (the wholesaler) or `cancelled` (the restaurant); `undeliverable` when its mail failed for good.',
  })
  status: (typeof PART_STATUS_VALUES)[number];
  @ApiProperty({ type: PartAnswerDto, nullable: true, description: 'The wholesaler’s answer; null until it answers.' }) answer: PartAnswerDto | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-11-26', description: 'Null for orders placed before delivery dates existed.' }) delivery_date: string | null;
  @ApiProperty({ example: 0, description: 'Delivery fee, CHF excl. VAT.' }) fee: number;
  @ApiProperty() note: string;
  @ApiProperty({ example: 1.6, description: SAVED_RULE }) saved: number;
  @ApiProperty({ type: [OrderLineDto] }) lines: OrderLineDto[];
  @ApiProperty({ type: TotalsDto }) totals: TotalsDto;
}

export class OrderDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-000042' }) number: string;
  @ApiProperty({ example: '2026-11-22T09:30:00.000Z' }) placed_at: string;
  @ApiProperty({ enum: ['placed', 'cancelled'] }) status: 'placed' | 'cancelled';
  @ApiProperty() note: string;
  @ApiProperty({ example: 3.2, description: 'The sum of its parts’ `saved` (CHF).' }) saved: number;
  @ApiProperty({ type: TotalsDto }) totals: TotalsDto;
  @ApiProperty({ type: [OrderPartDto] }) parts: OrderPartDto[];
}

export class OrderResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: OrderDto }) order: OrderDto;
}

@ReusableQuery()
export class OrderListQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100_000) page?: number;
  @ApiPropertyOptional({ minimum: 1, maximum: ORDER_MAX_PAGE_SIZE, default: ORDER_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(ORDER_MAX_PAGE_SIZE)
  limit?: number;
  @ApiPropertyOptional({ enum: PART_STATUS_VALUES, description: 'Only orders with at least one purchase order in this status.' })
  @IsOptional()
  @IsIn(PART_STATUS_VALUES)
  status?: (typeof PART_STATUS_VALUES)[number];
}

export class OrderListResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [OrderDto], description: 'This page of orders, newest first.' }) orders: OrderDto[];
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 10 }) limit: number;
  @ApiProperty({ example: 23, description: 'How many orders match, on all pages.' }) total: number;
  @ApiProperty({ example: 3 }) pages: number;
}

export const REORDER_SKIP_REASONS = ['product_inactive', 'unavailable', 'insufficient_stock', 'invalid_quantity', 'cart_full'] as const;

export class ReorderSkippedDto {
  @ApiProperty() product_id: number;
  @ApiProperty({
    enum: REORDER_SKIP_REASONS,
    description:
      '`product_inactive`: removed or switched off; `unavailable`: no wholesaler offers it in stock now; `insufficient_stock`: the wholesalers together hold less than the cart would then ask; `invalid_quantity`: the quantity no longer fits the product’s unit; `cart_full`: the cart holds its most lines.',
  })
  reason: (typeof REORDER_SKIP_REASONS)[number];
}

export class ReorderResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: 'array', items: { $ref: '#/components/schemas/CartItemDto' }, description: 'The server cart after adding (as getCart answers), at today’s prices.' })
  items: unknown[];
  @ApiProperty({ type: [ReorderSkippedDto], description: 'The order’s lines that could not be added.' }) skipped: ReorderSkippedDto[];
}

export class SavingsResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({
    example: 42.5,
    description: 'CHF saved on the orders placed since the subscription began: the sum of their `saved`; 0 without an activation code.',
  })
  saved: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-03-02T08:15:00.000Z',
    description: 'When the subscription began: when the current activation code was entered (at registration, in the profile or by staff); null without a code.',
  })
  since: string | null;
}

export class PlanLineDto {
  @ApiProperty() product_id: number;
  @ApiProperty({ example: 2.5 }) quantity: number;
  @ApiProperty({ example: 24.9, description: 'CHF per unit, excl. VAT.' }) unit_price: number;
  @ApiProperty({ example: 62.25 }) line_net: number;
  @ApiProperty({ example: 2.6 }) vat_rate: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The next-cheapest offer’s price now (CHF).' }) reference_price: number | null;
}

export class PlanPartDto {
  @ApiProperty() wholesaler_id: number;
  @ApiProperty() wholesaler_name: string;
  @ApiProperty({ example: '2026-11-26', description: 'The wholesaler’s earliest delivery on or after the date asked.' }) delivery_date: string;
  @ApiProperty({ type: [PlanLineDto] }) lines: PlanLineDto[];
  @ApiProperty({ example: 112.5, description: 'The lines’ net (CHF).' }) subtotal: number;
  @ApiProperty({ example: 25, description: 'Delivery fee (CHF, excl. VAT): charged while the subtotal is below the minimum.' }) fee: number;
  @ApiProperty({ example: 150 }) min_order_value: number;
  @ApiProperty({ example: 37.5, description: 'How much more reaches the minimum (CHF); 0 when reached.' }) missing_to_minimum: number;
  @ApiProperty({ type: TotalsDto }) totals: TotalsDto;
}

export class UnsuppliedLineDto {
  @ApiProperty() product_id: number;
  @ApiProperty() quantity: number;
  @ApiProperty({ enum: ['insufficient_stock', 'unavailable', 'not_delivered_to_you', 'below_minimum'] }) reason: string;
  @ApiProperty({ description: 'How much the wholesalers delivering to you hold together.' }) available: number;
}

export class BasketPlanResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [PlanPartDto] }) parts: PlanPartDto[];
  @ApiProperty({ type: [UnsuppliedLineDto] }) unsupplied: UnsuppliedLineDto[];
  @ApiProperty({ type: TotalsDto, description: 'The sums of the parts’ totals.' }) totals: TotalsDto;
  @ApiProperty({ type: [String], example: ['2026-11-26', '2026-11-27'], description: 'The days some wholesaler of this cart delivers to you (for a date picker).' })
  delivery_dates: string[];
  @ApiProperty({ description: 'Your address holds no postcode: every wholesaler was considered. Add one in your profile.' }) postcode_missing: boolean;
  @ApiProperty({ description: 'False when the plan is the best found within the search budget rather than a proven optimum.' }) exact: boolean;
}

export class BasketPlanQuery {
  @ApiPropertyOptional({ example: '2026-11-26', description: 'YYYY-MM-DD' }) @IsOptional() @IsString(answering('invalid_delivery_date')) delivery_date?: string;
}

export class OrderChangeDto {
  @ApiProperty() product_id: number;
  @ApiProperty({ enum: ['price_changed', 'cart_changed', 'insufficient_stock', 'unavailable', 'not_delivered_to_you', 'below_minimum'] }) kind: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The price the user saw (CHF).' }) expected_price: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The price it would be ordered at now (CHF); null when it cannot be ordered.' })
  current_price: number | null;
  @ApiProperty({ description: 'The quantity in the server cart (0: no longer in it).' }) quantity: number;
  @ApiProperty({ type: Number, nullable: true, description: 'How much the wholesalers delivering to you hold together, when the line cannot be supplied.' })
  stock: number | null;
}

export class FeesChangeDto {
  @ApiProperty({ example: 0 }) expected: number;
  @ApiProperty({ example: 25 }) current: number;
}

export class OrderChangedResponse {
  @ApiProperty({ example: false }) success: boolean;
  @ApiProperty({ example: 'order_changed' }) error_code: string;
  @ApiProperty({ type: [OrderChangeDto] }) changes: OrderChangeDto[];
  @ApiProperty({ type: FeesChangeDto, description: 'The fees the user saw and the plan’s fees now (CHF).' }) fees: FeesChangeDto;
  @ApiProperty({ type: BasketPlanResponse, description: 'The plan as it is now, to show again.' }) plan: BasketPlanResponse;
  @ApiProperty({ type: 'array', items: { $ref: '#/components/schemas/CartItemDto' }, description: 'The server cart as it is now (as getCart answers).' })
  items: unknown[];
}

export class AdminOrderListQuery extends AdminListQuery {
  @ApiPropertyOptional({ enum: PART_STATUS_VALUES, description: 'Only orders with at least one purchase order in this status (`undeliverable`: its mail failed for good).' })
  @IsOptional()
  @IsIn(PART_STATUS_VALUES)
  status?: (typeof PART_STATUS_VALUES)[number];
}

export class AdminOrderDto extends OrderDto {
  @ApiProperty() user_id: number;
  @ApiProperty() restaurant_name: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'The delivery address as it was when the order was placed.' }) restaurant_address: string;
  @ApiProperty() phone: string;
  @ApiProperty({ description: 'Who placed the order (first and last name).' }) contact_name: string;
}

export class AdminOrderResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: AdminOrderDto }) order: AdminOrderDto;
}

export class AdminOrderPageResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [AdminOrderDto] }) items: AdminOrderDto[];
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty() total: number;
  @ApiProperty() pages: number;
}
