import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { VAT_RATES } from '@mercato/contracts';
import { AdminListQuery, PageInfoDto } from '../../../../platform/http/admin-list.dto.js';
import { OptionalIdQuery } from '../../../../platform/http/id-param.js';

/** Form bodies are checked field by field by the catalogue's rules (answered as `field_errors`). */
export class CategoryRequest {
  @ApiProperty({ example: 'viande' }) @IsOptional() slug: string;
  @ApiProperty({ example: 'Viande' }) @IsOptional() name_fr: string;
  @ApiProperty({ example: 'Fleisch' }) @IsOptional() name_de: string;
  @ApiProperty({ example: 'Carne' }) @IsOptional() name_it: string;
  @ApiPropertyOptional() @IsOptional() description_fr: string;
  @ApiPropertyOptional() @IsOptional() description_de: string;
  @ApiPropertyOptional() @IsOptional() description_it: string;
}

export class CategoryAdminDto {
  @ApiProperty() id: number;
  @ApiProperty() slug: string;
  @ApiProperty() name_fr: string;
  @ApiProperty() name_de: string;
  @ApiProperty() name_it: string;
  @ApiProperty() description_fr: string;
  @ApiProperty() description_de: string;
  @ApiProperty() description_it: string;
  @ApiProperty({ type: String, nullable: true }) image_url: string | null;
  @ApiProperty() subcategory_count: number;
  @ApiProperty() product_count: number;
}

export class CategoryAdminResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: CategoryAdminDto }) category: CategoryAdminDto;
}

export class CategoryAdminPage extends PageInfoDto {
  @ApiProperty({ type: [CategoryAdminDto] }) items: CategoryAdminDto[];
}

export class SubcategoryListQuery extends AdminListQuery {
  @OptionalIdQuery() category_id?: number;
}

export class SubcategoryRequest {
  @ApiProperty() @IsOptional() category_id: number;
  @ApiProperty({ example: 'boeuf' }) @IsOptional() slug: string;
  @ApiProperty() @IsOptional() name_fr: string;
  @ApiProperty() @IsOptional() name_de: string;
  @ApiProperty() @IsOptional() name_it: string;
}

export class SubcategoryAdminDto {
  @ApiProperty() id: number;
  @ApiProperty() category_id: number;
  @ApiProperty({ description: 'French name of the category.' }) category_name: string;
  @ApiProperty() slug: string;
  @ApiProperty() name_fr: string;
  @ApiProperty() name_de: string;
  @ApiProperty() name_it: string;
  @ApiProperty() product_count: number;
}

export class SubcategoryAdminResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: SubcategoryAdminDto }) subcategory: SubcategoryAdminDto;
}

export class SubcategoryAdminPage extends PageInfoDto {
  @ApiProperty({ type: [SubcategoryAdminDto] }) items: SubcategoryAdminDto[];
}

export class ProductListQuery extends AdminListQuery {
  @OptionalIdQuery() subcategory_id?: number;
}

export class ProductRequest {
  @ApiProperty() @IsOptional() subcategory_id: number;
  @ApiProperty({ example: 'gruyere-aop' }) @IsOptional() slug: string;
  @ApiProperty() @IsOptional() name_fr: string;
  @ApiProperty() @IsOptional() name_de: string;
  @ApiProperty() @IsOptional() name_it: string;
  @ApiPropertyOptional() @IsOptional() short_description_fr: string;
  @ApiPropertyOptional() @IsOptional() short_description_de: string;
  @ApiPropertyOptional() @IsOptional() short_description_it: string;
  @ApiPropertyOptional() @IsOptional() description_fr: string;
  @ApiPropertyOptional() @IsOptional() description_de: string;
  @ApiPropertyOptional() @IsOptional() description_it: string;
  @ApiPropertyOptional({ example: 'carton de 6 x 75 cl', description: 'How one unit is packed, at most 80 characters; empty when the unit says it all.' })
  @IsOptional()
  pack_description_fr: string;
  @ApiPropertyOptional({ example: 'Karton mit 6 x 75 cl' }) @IsOptional() pack_description_de: string;
  @ApiPropertyOptional({ example: 'cartone da 6 x 75 cl' }) @IsOptional() pack_description_it: string;
  @ApiProperty({ enum: ['kg', 'piece'] }) @IsOptional() unit: string;
  @ApiProperty({ enum: VAT_RATES, description: 'Swiss VAT rate in percent.' }) @IsOptional() vat_rate: number;
  @ApiPropertyOptional({ default: true }) @IsOptional() active: boolean;
}

export class OfferRequest {
  @ApiProperty({ example: 24.9, description: 'CHF excluding VAT, > 0, two decimals at most.' }) @IsOptional() price: number;
  @ApiProperty({ example: 12, description: '>= 0; decimals only for products sold by kg.' }) @IsOptional() stock: number;
  @ApiPropertyOptional({ default: true }) @IsOptional() active: boolean;
}

export class OfferAdminDto {
  @ApiProperty() wholesaler_id: number;
  @ApiProperty() wholesaler_name: string;
  @ApiProperty() wholesaler_active: boolean;
  @ApiProperty({ example: 24.9 }) price: number;
  @ApiProperty() stock: number;
  @ApiProperty() active: boolean;
  @ApiProperty({ description: 'This offer is the one the shop shows (cheapest active in stock).' }) lowest: boolean;
  @ApiProperty() updated_at: string;
}

export class ProductAdminDto {
  @ApiProperty() id: number;
  @ApiProperty() subcategory_id: number;
  @ApiProperty() category_id: number;
  @ApiProperty() slug: string;
  @ApiProperty() name_fr: string;
  @ApiProperty() name_de: string;
  @ApiProperty() name_it: string;
  @ApiProperty() short_description_fr: string;
  @ApiProperty() short_description_de: string;
  @ApiProperty() short_description_it: string;
  @ApiProperty() description_fr: string;
  @ApiProperty() description_de: string;
  @ApiProperty() description_it: string;
  @ApiProperty() pack_description_fr: string;
  @ApiProperty() pack_description_de: string;
  @ApiProperty() pack_description_it: string;
  @ApiProperty({ type: String, nullable: true }) image_url: string | null;
  @ApiProperty({ enum: ['kg', 'piece'] }) unit: 'kg' | 'piece';
  @ApiProperty({ example: 2.6 }) vat_rate: number;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'The price the shop shows, or null.' }) lowest_price: number | null;
  @ApiProperty({ type: [OfferAdminDto] }) offers: OfferAdminDto[];
}

export class PriceChangeDto {
  @ApiProperty() wholesaler_id: number;
  @ApiProperty() wholesaler_name: string;
  @ApiProperty({ type: Number, nullable: true }) old_price: number | null;
  @ApiProperty() new_price: number;
  @ApiProperty({ type: Number, nullable: true }) old_stock: number | null;
  @ApiProperty() new_stock: number;
  @ApiProperty({ enum: ['manual', 'import'] }) source: 'manual' | 'import';
  @ApiProperty({ type: String, nullable: true, description: 'E-mail of the admin who made the change.' }) changed_by: string | null;
  @ApiProperty() changed_at: string;
}

export class ProductAdminResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: ProductAdminDto }) product: ProductAdminDto;
  @ApiProperty({ type: [PriceChangeDto], description: 'Latest price changes first.' }) price_log: PriceChangeDto[];
}

export class ProductAdminPage extends PageInfoDto {
  @ApiProperty({ type: [ProductAdminDto] }) items: ProductAdminDto[];
}

export class WholesalerRequest {
  @ApiProperty() @IsOptional() name: string;
  @ApiProperty({ example: 'commandes@grossiste.ch' }) @IsOptional() order_email: string;
  @ApiProperty({ enum: ['fr', 'de', 'it'], description: 'Language of its purchase orders.' }) @IsOptional() language: string;
  @ApiPropertyOptional({ default: true }) @IsOptional() active: boolean;
  @ApiPropertyOptional({ example: 150, default: 0, description: 'Minimum order value, CHF excl. VAT; 0 = none.' }) @IsOptional() min_order_value?: number;
  @ApiPropertyOptional({ type: Number, nullable: true, example: 25, description: 'CHF excl. VAT added to a part below the minimum; null = such a part is not allowed.' })
  @IsOptional()
  delivery_fee?: number | null;
  @ApiPropertyOptional({ type: [Number], example: [1, 2, 3, 4, 5], description: 'ISO weekdays it delivers on (1 = Monday).' }) @IsOptional() delivery_days?: number[];
  @ApiPropertyOptional({ example: '16:00', description: 'HH:MM, Swiss time: an order at or after it misses the next delivery day.' }) @IsOptional() cutoff?: string;
  @ApiPropertyOptional({ example: 1, description: 'Whole days from order to earliest delivery (0-30).' }) @IsOptional() lead_days?: number;
  @ApiPropertyOptional({ example: '1000-1299, 1400', description: 'Swiss postcodes served; empty = everywhere.' }) @IsOptional() postcodes?: string;
}

export class WholesalerAdminDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() order_email: string;
  @ApiProperty({ enum: ['fr', 'de', 'it'] }) language: string;
  @ApiProperty() active: boolean;
  @ApiProperty() offer_count: number;
  @ApiProperty({ example: 150 }) min_order_value: number;
  @ApiProperty({ type: Number, nullable: true, example: 25 }) delivery_fee: number | null;
  @ApiProperty({ type: [Number], example: [1, 2, 3, 4, 5] }) delivery_days: number[];
  @ApiProperty({ example: '16:00' }) cutoff: string;
  @ApiProperty({ example: 1 }) lead_days: number;
  @ApiProperty({ example: '1000-1299, 1400' }) postcodes: string;
}

export class WholesalerAdminResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: WholesalerAdminDto }) wholesaler: WholesalerAdminDto;
}

export class WholesalerAdminPage extends PageInfoDto {
  @ApiProperty({ type: [WholesalerAdminDto] }) items: WholesalerAdminDto[];
}

export class PriceListLineDto {
  @ApiProperty() line: number;
  @ApiProperty() product_id: number;
  @ApiProperty() product_slug: string;
  @ApiProperty() product_name_fr: string;
  @ApiProperty() product_name_de: string;
  @ApiProperty() product_name_it: string;
  @ApiProperty({ type: Number, nullable: true }) old_price: number | null;
  @ApiProperty() new_price: number;
  @ApiProperty({ type: Number, nullable: true }) old_stock: number | null;
  @ApiProperty() new_stock: number;
}

export class PriceListRefusalDto {
  @ApiProperty() line: number;
  @ApiProperty({ description: 'The product cell as written.' }) product: string;
  @ApiProperty({ description: 'An error code (price_list_unknown_product, price_list_bad_number, ...).' }) reason: string;
}

export class PriceListPreviewResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [PriceListLineDto] }) changes: PriceListLineDto[];
  @ApiProperty({ type: [PriceListLineDto] }) created: PriceListLineDto[];
  @ApiProperty() unchanged: number;
  @ApiProperty({ type: [PriceListRefusalDto] }) refused: PriceListRefusalDto[];
}

export class PriceListApplyResponse extends PriceListPreviewResponse {
  @ApiProperty({ description: 'Offers written.' }) applied: number;
}

/** The multipart body of an image upload. */
export class ImageUploadForm {
  @ApiProperty({ type: 'string', format: 'binary', description: 'jpeg, png or webp, at most 5 MB (checked by content).' }) image: unknown;
}

export class FileUploadForm {
  @ApiProperty({ type: 'string', format: 'binary', description: 'CSV: product (id or slug), price, stock; header row; `;` or `,`.' }) file: unknown;
}
