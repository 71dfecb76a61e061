import type { UserAdminView } from '../../../application/admin/user-admin-store.port.js';
import type { UserAdminDto } from './admin-users.dto.js';

export function presentUser(u: UserAdminView): UserAdminDto {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    restaurantName: u.restaurantName,
    restaurantAddress: u.restaurantAddress,
    role: u.role,
    verified: u.verified,
    active: u.active,
    language: u.language,
    promoCode: u.promoCode,
    created_at: u.createdAt.toISOString(),
  };
}
