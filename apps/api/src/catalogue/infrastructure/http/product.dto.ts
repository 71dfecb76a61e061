import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LanguageField, ReusableQuery } from '../../../platform/http/field-rules.js';
import { CategoryDto } from './category.dto.js';

@ReusableQuery()
export class ListProductsQuery {
  @ApiPropertyOptional({ example: 'viande', description: 'Category slug.' }) @IsOptional() @IsString() @MaxLength(120) category?: string;
  @ApiPropertyOptional({ example: 'boeuf', description: 'Subcategory slug.' }) @IsOptional() @IsString() @MaxLength(120) subcategory?: string;
  @ApiPropertyOptional({ example: 'creme', description: 'Words in the product name, in `lang`; accents and case do not matter.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
  @ApiPropertyOptional({ enum: ['fr', 'de', 'it'], description: 'Language of the search and of the order by name (default fr).' })
  @LanguageField()
  lang?: string;
  @ApiPropertyOptional({ minimum: 1, default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100_000) page?: number;
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 24 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) limit?: number;
}

export class ProductSummaryDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 'gruyere-aop' }) slug: string;
  @ApiProperty({ example: 'produits-laitiers-oeufs' }) category_slug: string;
  @ApiProperty({ example: 'fromages' }) subcategory_slug: string;
  @ApiProperty() name_fr: string;
  @ApiProperty() name_de: string;
  @ApiProperty() name_it: string;
  @ApiProperty() short_description_fr: string;
  @ApiProperty() short_description_de: string;
  @ApiProperty() short_description_it: string;
  @ApiProperty({ example: 'carton de 6 x 75 cl', description: 'How one unit is packed; empty when the unit says it all.' }) pack_description_fr: string;
  @ApiProperty({ example: 'Karton mit 6 x 75 cl' }) pack_description_de: string;
  @ApiProperty({ example: 'cartone da 6 x 75 cl' }) pack_description_it: string;
  @ApiProperty({ type: String, nullable: true }) image_url: string | null;
  @ApiProperty({ enum: ['kg', 'piece'] }) unit: 'kg' | 'piece';
  @ApiProperty({ example: 2.6, description: 'Swiss VAT rate in percent.' }) vat_rate: number;
  @ApiProperty({ type: Number, nullable: true, example: 24.9, description: 'Lowest price in CHF per unit, excluding VAT; null when unavailable.' })
  price: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 35, description: 'Stock of the lowest offer; null when unavailable.' }) stock: number | null;
  @ApiProperty({ description: 'An active offer in stock exists.' }) available: boolean;
  @ApiProperty({ example: 3, description: 'How many wholesalers offer it right now.' }) offer_count: number;
}

export class ProductDetailDto extends ProductSummaryDto {
  @ApiProperty({ example: 'Viande', description: 'Its category\'s name, in French (the product page links back to the category by `category_slug`).' }) category_name_fr: string;
  @ApiProperty({ example: 'Fleisch', description: 'Its category\'s name, in German.' }) category_name_de: string;
  @ApiProperty({ example: 'Carne', description: 'Its category\'s name, in Italian.' }) category_name_it: string;
  @ApiProperty() description_fr: string;
  @ApiProperty() description_de: string;
  @ApiProperty() description_it: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 27.5,
    description: 'Highest price in CHF per unit among the wholesalers offering it now (with `price`, the lowest, their price range); null when unavailable.',
  })
  highest_price: number | null;
}

export class ProductPageDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [ProductSummaryDto] }) items: ProductSummaryDto[];
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 24 }) limit: number;
  @ApiProperty({ example: 72 }) total: number;
  @ApiProperty({ example: 3 }) pages: number;
}

export class ProductResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: ProductDetailDto }) product: ProductDetailDto;
}

export class SubcategoryDto {
  @ApiProperty() id: number;
  @ApiProperty() slug: string;
  @ApiProperty() name_fr: string;
  @ApiProperty() name_de: string;
  @ApiProperty() name_it: string;
}

export class CategoryDetailDto extends CategoryDto {
  @ApiProperty({ type: [SubcategoryDto] }) subcategories: SubcategoryDto[];
}

export class CategoryResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: CategoryDetailDto }) category: CategoryDetailDto;
}
