import type { Redeemer } from '../../../application/admin/code-holders.port.js';
import type { PromoCodeView } from '../../../application/admin/promo-code-admin-store.port.js';
import type { PromoCodeAdminDto } from './admin-promo-codes.dto.js';

export function presentPromoCode(p: PromoCodeView & { redeemers: Redeemer[] }): PromoCodeAdminDto {
  return {
    id: p.id,
    code: p.code,
    note: p.note,
    max_uses: p.maxUses,
    uses: p.uses,
    valid_until: p.validUntil ? p.validUntil.toISOString() : null,
    active: p.active,
    created_at: p.createdAt.toISOString(),
    redeemed_by: p.redeemers.map((r) => ({ user_id: r.userId, email: r.email, restaurant_name: r.restaurantName })),
  };
}
