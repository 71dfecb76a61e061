import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isLanguage } from '@mercato/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { AdminListQuery, PageInfoDto } from '../../../../platform/http/admin-list.dto.js';
import { flag, FormField, text } from '../../../../platform/http/field-rules.js';
import { isEmailAddress } from '../../../../shared/domain/email-address.js';
import { isPhoneNumber } from '../../../domain/phone.js';
import { USER_FIELD_MAX } from '../../../domain/user-draft.js';

export class UserListQuery extends AdminListQuery {
  @ApiPropertyOptional({ enum: ['restaurant', 'admin'] }) @IsOptional() @IsIn(['restaurant', 'admin']) role?: 'restaurant' | 'admin';
}

/**
 * The account form's rules per field, as `userDraft` checks them: the pipe answers every problem
 * at once (`field_errors`), and the draft checks again. A chosen password is checked by the use
 * case after the other fields (the common-password list is a port).
 */
const rules = {
  email: text(USER_FIELD_MAX.email, { format: (email) => (isEmailAddress(email.toLowerCase()) ? null : 'invalid_email') }),
  phone: text(USER_FIELD_MAX.phone, { format: (phone) => (isPhoneNumber(phone) ? null : 'invalid_phone') }),
  firstName: text(USER_FIELD_MAX.firstName),
  lastName: text(USER_FIELD_MAX.lastName),
  restaurantName: text(USER_FIELD_MAX.restaurantName),
  restaurantAddress: text(USER_FIELD_MAX.restaurantAddress),
  role: (value: unknown) => (value === undefined || value === null || value === 'restaurant' || value === 'admin' ? null : 'invalid_role'),
  language: (value: unknown) => (value === undefined || value === null || isLanguage(value) ? null : 'invalid_language'),
  promoCode: text(USER_FIELD_MAX.promoCode, { required: false }),
} as const;

/** The SPEC.md section 3 fields plus what staff decide; a password only when creating, never a hash. */
export class UserRequest {
  @ApiProperty() @FormField(rules.email) email: string;
  @ApiProperty() @FormField(rules.firstName) firstName: string;
  @ApiProperty() @FormField(rules.lastName) lastName: string;
  @ApiProperty() @FormField(rules.phone) phone: string;
  @ApiProperty() @FormField(rules.restaurantName) restaurantName: string;
  @ApiProperty() @FormField(rules.restaurantAddress) restaurantAddress: string;
  @ApiPropertyOptional({ enum: ['restaurant', 'admin'], default: 'restaurant' }) @FormField(rules.role) role: string;
  @ApiPropertyOptional({ default: false }) @FormField(flag) verified: boolean;
  @ApiPropertyOptional({ default: true, description: 'false ends every session of the account.' }) @FormField(flag) active: boolean;
  @ApiPropertyOptional({ enum: ['fr', 'de', 'it'], default: 'fr' }) @FormField(rules.language) language: string;
  @ApiPropertyOptional({ description: 'Activation code to hold; empty for none.' }) @FormField(rules.promoCode) promoCode: string;
}

export class CreateUserRequest extends UserRequest {
  @ApiPropertyOptional({ description: 'Optional; without it the account is mailed a reset code to choose its own.' })
  @FormField((value) => (value === undefined || value === null || typeof value === 'string' ? null : 'password_does_not_meet_requirements'))
  password: string;
}

export class UserAdminDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() phone: string;
  @ApiProperty() restaurantName: string;
  @ApiProperty() restaurantAddress: string;
  @ApiProperty({ enum: ['restaurant', 'admin'] }) role: 'restaurant' | 'admin';
  @ApiProperty() verified: boolean;
  @ApiProperty() active: boolean;
  @ApiProperty({ enum: ['fr', 'de', 'it'] }) language: string;
  @ApiProperty({ type: String, nullable: true }) promoCode: string | null;
  @ApiProperty() created_at: string;
}

export class UserAdminResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: UserAdminDto }) user: UserAdminDto;
}

export class UserAdminPage extends PageInfoDto {
  @ApiProperty({ type: [UserAdminDto] }) items: UserAdminDto[];
}
