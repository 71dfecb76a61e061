import { ApiProperty } from '@nestjs/swagger';

/** A category as SPEC.md section 3 lists its fields. */
export class CategoryDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'viande' }) slug: string;
  @ApiProperty({ example: 'Viande' }) name_fr: string;
  @ApiProperty({ example: 'Fleisch' }) name_de: string;
  @ApiProperty({ example: 'Carne' }) name_it: string;
  @ApiProperty() description_fr: string;
  @ApiProperty() description_de: string;
  @ApiProperty() description_it: string;

  @ApiProperty({ type: String, nullable: true, example: '/media/catalogue/viande.svg', description: 'Absolute path of the image on this server, or null.' })
  image_url: string | null;
}

export class CategoryListDto {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ type: [CategoryDto] }) categories: CategoryDto[];
}
