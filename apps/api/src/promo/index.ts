/** The promo context's face: checking and redeeming activation codes, and their staff side. */
export { PromoModule } from './promo.module.js';
export { PromoCodes, type PromoCheck } from './application/promo-codes.js';
export { ManagePromoCodes, type PromoCodeView, type Redeemer } from './application/admin/manage-promo-codes.js';
