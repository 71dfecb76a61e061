import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

export class CheckPromoRequest {
  @ApiProperty({ type: String, example: 'BISTRO-2026' })
  @IsOptional()
  @IsString()
  promo_code?: string;
}

export class CheckPromoResponse {
  @ApiProperty() valid: boolean;

  @ApiPropertyOptional({ enum: ['invalid_promo_code', 'invalid_or_used_promo', 'promo_required', 'invalid_data'] })
  error_code?: string;
}
