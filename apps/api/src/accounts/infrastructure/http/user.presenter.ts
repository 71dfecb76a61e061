import { ApiProperty } from '@nestjs/swagger';
import type { User } from '../../domain/user.js';

/** The user object of SPEC.md section 3: exactly these fields, never a hash, a code or a role. */
export class UserDto {
  @ApiProperty({ example: 42 }) id: number;
  @ApiProperty({ example: 'chef@bistro.ch' }) email: string;
  @ApiProperty({ example: 'Anna' }) firstName: string;
  @ApiProperty({ example: 'Rossi' }) lastName: string;
  @ApiProperty({ example: '+41 21 555 12 34' }) phone: string;
  @ApiProperty({ example: 'Bistro du Lac' }) restaurantName: string;
  @ApiProperty({ example: 'Quai du Mont-Blanc 1, 1201 Genève' }) restaurantAddress: string;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'The activation code the user holds.' }) promoCode: string | null;
  @ApiProperty({ enum: [0, 1], description: '1 once the e-mail address is verified.' }) is_full_account: 0 | 1;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'URL of the avatar image.' }) avatar: string | null;
}

export function presentUser(user: User): UserDto {
  const p = user.props;
  return {
    id: p.id,
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    phone: p.phone,
    restaurantName: p.restaurantName,
    restaurantAddress: p.restaurantAddress,
    promoCode: p.promoCode,
    is_full_account: p.verified ? 1 : 0,
    avatar: p.avatarKey ? `/media/${p.avatarKey}` : null,
  };
}
