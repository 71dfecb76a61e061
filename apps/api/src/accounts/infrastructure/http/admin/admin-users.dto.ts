import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { AdminListQuery, PageInfoDto } from '../../../../platform/http/admin-list.dto.js';

export class UserListQuery extends AdminListQuery {
  @ApiPropertyOptional({ enum: ['restaurant', 'admin'] }) @IsOptional() @IsIn(['restaurant', 'admin']) role?: 'restaurant' | 'admin';
}

/** The SPEC.md section 3 fields plus what staff decide; a password only when creating, never a hash. */
export class UserRequest {
  @ApiProperty() @IsOptional() email: string;
  @ApiProperty() @IsOptional() firstName: string;
  @ApiProperty() @IsOptional() lastName: string;
  @ApiProperty() @IsOptional() phone: string;
  @ApiProperty() @IsOptional() restaurantName: string;
  @ApiProperty() @IsOptional() restaurantAddress: string;
  @ApiPropertyOptional({ enum: ['restaurant', 'admin'], default: 'restaurant' }) @IsOptional() role: string;
  @ApiPropertyOptional({ default: false }) @IsOptional() verified: boolean;
  @ApiPropertyOptional({ default: true, description: 'false ends every session of the account.' }) @IsOptional() active: boolean;
  @ApiPropertyOptional({ enum: ['fr', 'de', 'it'], default: 'fr' }) @IsOptional() language: string;
  @ApiPropertyOptional({ description: 'Activation code to hold; empty for none.' }) @IsOptional() promoCode: string;
}

export class CreateUserRequest extends UserRequest {
  @ApiPropertyOptional({ description: 'Optional; without it the account is mailed a reset code to choose its own.' })
  @IsOptional()
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
