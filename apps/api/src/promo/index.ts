/** The promo context's face: what the rest of the API may use. */
export { PromoModule } from './promo.module.js';
export { PromoAdminModule } from './promo-admin.module.js';
export { PromoCodes } from './application/promo-codes.service.js';
export type { Subscription } from './domain/promo-code.js';
export { CountPromoCodes } from './application/admin/count-promo-codes/count-promo-codes.query.js';
export { CodeHolders, type Redeemer } from './application/admin/code-holders.port.js';
export { PROMO_CODES_STAMP } from './infrastructure/promo-codes-stamp.js';
