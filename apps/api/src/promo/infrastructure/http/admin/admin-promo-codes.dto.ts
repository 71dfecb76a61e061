import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { PageInfoDto } from '../../../../platform/http/admin-list.dto.js';

export class PromoCodeRequest {
  @ApiPropertyOptional({ description: 'Empty to generate one.' }) @IsOptional() code: string;
  @ApiPropertyOptional() @IsOptional() note: string;
  @ApiProperty({ minimum: 1 }) @IsOptional() max_uses: number;
  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-31', description: 'ISO date (time); none for no end.' })
  @IsOptional()
  valid_until: string | null;
  @ApiPropertyOptional({ default: true }) @IsOptional() active: boolean;
}

export class RedeemerDto {
  @ApiProperty() user_id: number;
  @ApiProperty() email: string;
  @ApiProperty() restaurant_name: string;
}

export class PromoCodeAdminDto {
  @ApiProperty() id: number;
  @ApiProperty() code: string;
  @ApiProperty() note: string;
  @ApiProperty() max_uses: number;
  @ApiProperty() uses: number;
  @ApiProperty({ type: String, nullable: true }) valid_until: string | null;
  @ApiProperty() active: boolean;
  @ApiProperty() created_at: string;
  @ApiProperty({ type: [RedeemerDto], description: 'Accounts holding the code.' }) redeemed_by: RedeemerDto[];
}

export class PromoCodeAdminResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: PromoCodeAdminDto }) promo_code: PromoCodeAdminDto;
}

export class PromoCodeAdminPage extends PageInfoDto {
  @ApiProperty({ type: [PromoCodeAdminDto] }) items: PromoCodeAdminDto[];
}
