import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { LanguageField, NamedUserField } from '../../../platform/http/field-rules.js';
import { UserDto } from './user.presenter.js';

/** Types are checked here (a wrong type is a 400 `invalid_data`); the rules, in the domain. */
export class RegisterRequest {
  @ApiProperty({ example: 'Anna' }) @IsOptional() @IsString() firstName?: string;
  @ApiProperty({ example: 'Rossi' }) @IsOptional() @IsString() lastName?: string;
  @ApiProperty({ example: '+41 21 555 12 34' }) @IsOptional() @IsString() phone?: string;
  @ApiProperty({ example: 'chef@bistro.ch' }) @IsOptional() @IsString() email?: string;
  @ApiProperty({ example: 'Bistro du Lac' }) @IsOptional() @IsString() restaurantName?: string;
  @ApiProperty({ example: 'Quai du Mont-Blanc 1, 1201 Genève' }) @IsOptional() @IsString() restaurantAddress?: string;
  @ApiProperty({ example: 'Fondue&Co7' }) @IsOptional() @IsString() password?: string;
  @ApiProperty({ example: 'Fondue&Co7', description: 'The password again.' }) @IsOptional() @IsString() confirm?: string;
  @ApiPropertyOptional({ example: 'BISTRO-2026' }) @IsOptional() @IsString() promo_code?: string;
  @ApiProperty({ example: true, description: 'The privacy policy was accepted.' }) @IsOptional() @IsBoolean() privacy_accepted?: boolean;
  @ApiPropertyOptional({ enum: ['fr', 'de', 'it'] }) @LanguageField() lang?: string;
}

export class RegisterResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: String, nullable: true, example: null }) error_code: string | null;
  @ApiPropertyOptional({ example: 'check_email_for_code' }) message?: string;
}

export class LoginRequest {
  @ApiProperty({ example: 'chef@bistro.ch', description: 'The identifier: the account e-mail.' }) @IsOptional() @IsString() email?: string;
  @ApiProperty({ example: 'Fondue&Co7' }) @IsOptional() @IsString() password?: string;
}

export class LoginResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: UserDto, nullable: true }) user: UserDto | null;
  @ApiProperty({ type: String, nullable: true, example: null }) error_code: string | null;
}

export class SuccessResponse {
  @ApiProperty() success: boolean;
}

export class EmailRequest {
  @ApiProperty({ example: 'chef@bistro.ch' }) @IsOptional() @IsString() email?: string;
}

export class ExistsResponse {
  @ApiProperty() exists: boolean;
}

export class RequestResetRequest extends EmailRequest {
  @ApiPropertyOptional({ enum: ['fr', 'de', 'it'] }) @LanguageField() lang?: string;
}

export class VerifyCodeRequest extends RequestResetRequest {
  @ApiProperty({ example: '048213' }) @IsOptional() @IsString() code?: string;
  @ApiPropertyOptional({ enum: ['register', 'reset'], description: 'Which code; the newest live one when absent.' })
  @IsOptional()
  @IsIn(['register', 'reset'])
  type?: string;
}

export class ResendCodeRequest extends RequestResetRequest {
  @ApiProperty({ enum: ['register', 'reset', 'change_old_email', 'change_new_email'] })
  @IsOptional()
  @IsIn(['register', 'reset', 'change_old_email', 'change_new_email'])
  type?: string;
  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'The signed-in user (compatibility; identity comes from the session).' }) @NamedUserField({ required: false }) user_id?: number | string;
}

export class CodeResponse {
  @ApiProperty() success: boolean;
  @ApiPropertyOptional({ example: 'reset_code_sent' }) message?: string;
  @ApiPropertyOptional({ example: 'invalid_or_expired_code' }) error?: string;
}

export class ResetPasswordRequest extends EmailRequest {
  @ApiProperty({ example: 'Raclette#2026' }) @IsOptional() @IsString() newPassword?: string;
}

export class MessageResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ example: 'password_updated' }) message: string;
}
