import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { NamedUserField, ReusableQuery } from '../../../platform/http/field-rules.js';
import { UserDto } from './user.presenter.js';

export class UserResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: UserDto }) user: UserDto;
}

@ReusableQuery()
export class UserQuery {
  @ApiProperty({ type: Number, example: 42, description: 'The signed-in user (compatibility; identity comes from the session).' }) @NamedUserField() id?: number | string;
}

export class CheckEmailRequest {
  @ApiProperty({ example: 'new@bistro.ch' }) @IsOptional() @IsString() email?: string;
}

export class ChangePasswordRequest {
  @ApiPropertyOptional({ example: 'chef@bistro.ch', description: 'The signed-in user’s e-mail (compatibility).' }) @IsOptional() @IsString() identifier?: string;
  @ApiProperty() @IsOptional() @IsString() oldPassword?: string;
  @ApiProperty() @IsOptional() @IsString() newPassword?: string;
}

export class SubmitPromoRequest {
  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'The signed-in user (compatibility; identity comes from the session).' }) @NamedUserField() userId?: number | string;
  @ApiProperty({ example: 'BISTRO-2026' }) @IsOptional() @IsString() promoCode?: string;
}

export class SubscriptionDto {
  @ApiProperty({ enum: ['none', 'active', 'ended'], description: 'active: the code is switched on and before valid_until; ended: a new code may be entered.' })
  status: 'none' | 'active' | 'ended';
  @ApiProperty({ type: String, nullable: true, example: 'BISTRO-2026' }) code: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Until when the code is valid; null: no end date (or no code).' })
  valid_until: string | null;
}

export class SubscriptionResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: SubscriptionDto }) subscription: SubscriptionDto;
}

export class ResultResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: String, nullable: true, example: null }) error_code: string | null;
  @ApiPropertyOptional({ example: 'password_updated' }) message?: string;
  @ApiPropertyOptional({ type: UserDto }) user?: UserDto;
}

export class UpdateProfileForm {
  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'The signed-in user (compatibility; identity comes from the session).' }) @NamedUserField() id?: number | string;
  @ApiProperty() @IsOptional() @IsString() firstName?: string;
  @ApiProperty() @IsOptional() @IsString() lastName?: string;
  @ApiProperty() @IsOptional() @IsString() phone?: string;
  @ApiPropertyOptional({ description: 'Must be the current address: it changes only through the two-code flow.' }) @IsOptional() @IsString() email?: string;
  @ApiProperty() @IsOptional() @IsString() restaurantName?: string;
  @ApiProperty() @IsOptional() @IsString() restaurantAddress?: string;
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'jpeg, png or webp up to 5 MB.' }) avatar?: unknown;
}
