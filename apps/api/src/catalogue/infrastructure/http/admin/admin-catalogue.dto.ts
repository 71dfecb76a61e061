import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  cutoffMinutes,
  deliveryDays,
  isLanguage,
  isSlug,
  isValidPriceChf,
  MAX_LEAD_DAYS,
  parsePostcodes,
  POSTCODES_MAX_LENGTH,
  PRODUCT_UNITS,
  VAT_RATES,
} from '@mercato/contracts';
import { AdminListQuery, PageInfoDto } from '../../../../platform/http/admin-list.dto.js';
import { flag, FormField, LanguageField, oneOf, optional, required, text, whole } from '../../../../platform/http/field-rules.js';
import { MAX_ID, OptionalIdQuery } from '../../../../platform/http/id-param.js';
import { isEmailAddress } from '../../../../shared/domain/email-address.js';
import { DESCRIPTION_MAX, NAME_MAX, ORDER_EMAIL_MAX, PACK_DESCRIPTION_MAX, SHORT_DESCRIPTION_MAX, SLUG_MAX } from '../../../domain/catalogue-drafts.js';

/**
 * The catalogue's form rules per field, as `catalogue-drafts.ts` checks them: the pipe answers
 * every problem of a form at once (`field_errors`), and the drafts check again. An offer's stock
 * against its product's unit is the draft's alone.
 */
const rules = {
  slug: text(SLUG_MAX, { format: (slug) => (isSlug(slug) ? null : 'invalid_slug') }),
  name: text(NAME_MAX),
  shortDescription: text(SHORT_DESCRIPTION_MAX, { required: false }),
  description: text(DESCRIPTION_MAX, { required: false }),
  packDescription: text(PACK_DESCRIPTION_MAX, { required: false }),
  parentId: required(whole(1, MAX_ID, 'invalid_data')),
  unit: required(oneOf(PRODUCT_UNITS, 'invalid_unit')),
  vatRate: required(oneOf(VAT_RATES, 'invalid_vat_rate')),
  price: required((value) => (typeof value === 'number' && isValidPriceChf(value) ? null : 'invalid_price')),
  stock: required((value) => (typeof value === 'number' ? null : 'invalid_stock')),
  orderEmail: text(ORDER_EMAIL_MAX, { format: (email) => (isEmailAddress(email.toLowerCase()) ? null : 'invalid_email') }),
  language: required((value) => (isLanguage(value) ? null : 'invalid_language')),
  amount: optional((value) => (typeof value === 'number' && (value === 0 || isValidPriceChf(value)) ? null : 'invalid_amount')),
  deliveryDays: (value: unknown) => (value === undefined || deliveryDays(value) ? null : 'invalid_delivery_days'),
  cutoff: (value: unknown) => (value === undefined || value === '' || cutoffMinutes(value) !== null ? null : 'invalid_cutoff'),
  leadDays: (value: unknown) => (value === undefined || value === '' ? null : whole(0, MAX_LEAD_DAYS, 'invalid_lead_days')(value)),
  postcodes: (value: unknown) => {
    const postcodes = value ?? '';
    return typeof postcodes === 'string' && postcodes.length <= POSTCODES_MAX_LENGTH && parsePostcodes(postcodes) !== null ? null : 'invalid_postcodes';
  },
} as const;

export class CategoryRequest {
  @ApiProperty({ example: 'viande' }) @FormField(rules.slug) slug: string;
  @ApiProperty({ example: 'Viande' }) @FormField(rules.name) name_fr: string;
  @ApiProperty({ example: 'Fleisch' }) @FormField(rules.name) name_de: string;
  @ApiProperty({ example: 'Carne' }) @FormField(rules.name) name_it: string;
  @ApiPropertyOptional() @FormField(rules.description) description_fr: string;
  @ApiPropertyOptional() @FormField(rules.description) description_de: string;
  @ApiPropertyOptional() @FormField(rules.description) description_it: string;
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
  @ApiProperty() @FormField(rules.parentId) category_id: number;
  @ApiProperty({ example: 'boeuf' }) @FormField(rules.slug) slug: string;
  @ApiProperty() @FormField(rules.name) name_fr: string;
  @ApiProperty() @FormField(rules.name) name_de: string;
  @ApiProperty() @FormField(rules.name) name_it: string;
}

export class SubcategoryAdminDto {
  @ApiProperty() id: number;
  @ApiProperty() category_id: number;
  @ApiProperty({ description: 'French name of the category (the same as `category_name_fr`; kept for clients written before the three names).' }) category_name: string;
  @ApiProperty({ description: 'The category’s name in French.' }) category_name_fr: string;
  @ApiProperty({ description: 'The category’s name in German.' }) category_name_de: string;
  @ApiProperty({ description: 'The category’s name in Italian.' }) category_name_it: string;
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
  @ApiPropertyOptional({ enum: ['fr', 'de', 'it'], description: 'Language of the order by name (default fr): staff see the list sorted by the names they read.' })
  @LanguageField()
  lang?: string;
}

export class ProductRequest {
  @ApiProperty() @FormField(rules.parentId) subcategory_id: number;
  @ApiProperty({ example: 'gruyere-aop' }) @FormField(rules.slug) slug: string;
  @ApiProperty() @FormField(rules.name) name_fr: string;
  @ApiProperty() @FormField(rules.name) name_de: string;
  @ApiProperty() @FormField(rules.name) name_it: string;
  @ApiPropertyOptional() @FormField(rules.shortDescription) short_description_fr: string;
  @ApiPropertyOptional() @FormField(rules.shortDescription) short_description_de: string;
  @ApiPropertyOptional() @FormField(rules.shortDescription) short_description_it: string;
  @ApiPropertyOptional() @FormField(rules.description) description_fr: string;
  @ApiPropertyOptional() @FormField(rules.description) description_de: string;
  @ApiPropertyOptional() @FormField(rules.description) description_it: string;
  @ApiPropertyOptional({ example: 'carton de 6 x 75 cl', description: 'How one unit is packed, at most 80 characters; empty when the unit says it all.' })
  @FormField(rules.packDescription)
  pack_description_fr: string;
  @ApiPropertyOptional({ example: 'Karton mit 6 x 75 cl' }) @FormField(rules.packDescription) pack_description_de: string;
  @ApiPropertyOptional({ example: 'cartone da 6 x 75 cl' }) @FormField(rules.packDescription) pack_description_it: string;
  @ApiProperty({ enum: ['kg', 'piece'] }) @FormField(rules.unit) unit: string;
  @ApiProperty({ enum: VAT_RATES, description: 'Swiss VAT rate in percent.' }) @FormField(rules.vatRate) vat_rate: number;
  @ApiPropertyOptional({ default: true }) @FormField(flag) active: boolean;
}

export class OfferRequest {
  @ApiProperty({ example: 24.9, description: 'CHF excluding VAT, > 0, two decimals at most.' }) @FormField(rules.price) price: number;
  @ApiProperty({ example: 12, description: '>= 0; decimals only for products sold by kg.' }) @FormField(rules.stock) stock: number;
  @ApiPropertyOptional({ default: true }) @FormField(flag) active: boolean;
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
  @ApiProperty() @FormField(rules.name) name: string;
  @ApiProperty({ example: 'commandes@grossiste.ch' }) @FormField(rules.orderEmail) order_email: string;
  @ApiProperty({ enum: ['fr', 'de', 'it'], description: 'Language of its purchase orders.' }) @FormField(rules.language) language: string;
  @ApiPropertyOptional({ default: true }) @FormField(flag) active: boolean;
  @ApiPropertyOptional({ example: 150, default: 0, description: 'Minimum order value, CHF excl. VAT; 0 = none.' }) @FormField(rules.amount) min_order_value?: number;
  @ApiPropertyOptional({ type: Number, nullable: true, example: 25, description: 'CHF excl. VAT added to a part below the minimum; null = such a part is not allowed.' })
  @FormField(rules.amount)
  delivery_fee?: number | null;
  @ApiPropertyOptional({ type: [Number], example: [1, 2, 3, 4, 5], description: 'ISO weekdays it delivers on (1 = Monday).' })
  @FormField(rules.deliveryDays)
  delivery_days?: number[];
  @ApiPropertyOptional({ example: '16:00', description: 'HH:MM, Swiss time: an order at or after it misses the next delivery day.' }) @FormField(rules.cutoff) cutoff?: string;
  @ApiPropertyOptional({ example: 1, description: 'Whole days from order to earliest delivery (0-30).' }) @FormField(rules.leadDays) lead_days?: number;
  @ApiPropertyOptional({ example: '1000-1299, 1400', description: 'Swiss postcodes served; empty = everywhere.' }) @FormField(rules.postcodes) postcodes?: string;
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
