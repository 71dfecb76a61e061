import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageInfoDto } from '../../../../platform/http/admin-list.dto.js';
import { flag, FormField, optional, required, text, whole } from '../../../../platform/http/field-rules.js';
import { PROMO_CODE_MAX_LENGTH } from '../../../domain/promo-code.js';
import { MAX_USES_LIMIT, PROMO_CODE_PATTERN, PROMO_NOTE_MAX, VALID_UNTIL_PATTERN } from '../../../domain/promo-code-draft.js';

/**
 * The code form's rules per field, as `promoCodeDraft` checks them: the pipe answers every
 * problem at once (`field_errors`), and the draft checks again (with the uses so far).
 */
const rules = {
  code: text(PROMO_CODE_MAX_LENGTH, { required: false, format: (code) => (PROMO_CODE_PATTERN.test(code) ? null : 'invalid_promo_code') }),
  note: text(PROMO_NOTE_MAX, { required: false }),
  maxUses: required(whole(1, MAX_USES_LIMIT, 'invalid_max_uses')),
  validUntil: optional((value) => (typeof value === 'string' && VALID_UNTIL_PATTERN.test(value) && !Number.isNaN(new Date(value).getTime()) ? null : 'invalid_date')),
} as const;

export class PromoCodeRequest {
  @ApiPropertyOptional({ description: 'Empty to generate one.' }) @FormField(rules.code) code: string;
  @ApiPropertyOptional() @FormField(rules.note) note: string;
  @ApiProperty({ minimum: 1 }) @FormField(rules.maxUses) max_uses: number;
  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-31', description: 'ISO date (time); none for no end.' })
  @FormField(rules.validUntil)
  valid_until: string | null;
  @ApiPropertyOptional({ default: true }) @FormField(flag) active: boolean;
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
