/**
 * Every code the API may answer with. SPEC.md section 8 names most of them; DESIGN.md adds
 * the generic ones (invalid_data, unauthorized, forbidden, not_found, payload_too_large,
 * too_many_requests, resend_too_soon). The web app has a translation for each.
 */
export const ERROR_CODES = [
  // generic (DESIGN.md, API conventions)
  'invalid_data',
  'unauthorized',
  'forbidden',
  'not_found',
  'payload_too_large',
  'too_many_requests',
  'resend_too_soon',
  'server_error',
  'service_unavailable',
  'network_error',
  'storage_full',
  // SPEC.md section 8
  'fill_all_fields',
  'incorrect_old_password',
  'passwords_do_not_match',
  'password_does_not_meet_requirements',
  'password_requirements_not_met',
  'registration_failed',
  'login_failed',
  'promo_not_provided',
  'invalid_or_used_promo',
  'invalid_promo_code',
  'promo_already_used',
  'promo_required',
  'promo_check_failed',
  'promo_not_found',
  'email_and_password_required',
  'invalid_credentials',
  'email_not_verified',
  'account_already_verified',
  'verification_email_failed',
  'server',
  'server_exception',
  'missing_user_id_or_email',
  'email_required',
  'user_not_found',
  'email_send_failed',
  'code_save_failed',
  'code_not_confirmed',
  'password_update_failed',
  'identifier_required',
  'missing_data',
  'update_failed',
  'email_code_required',
  'invalid_or_expired_code',
  'missing_user_id_or_code',
  'email_change_request_not_found',
  'old_email_not_confirmed',
  'invalid_new_email_code',
  'invalid_old_email_code',
  'slug_already_exists',
  'image_upload_failed',
  'database_error',
  'id_missing',
  'category_not_found',
  'accept_privacy_required',
  'resend_failed',
  'send_failed',
  'verification_failed',
  'invalid_email',
  'duplicate_email',
  'email_already_used',
  // added where SPEC.md names none (translated like the rest)
  'invalid_phone',
  'password_too_common',
  'product_not_found',
  'invalid_quantity',
  'insufficient_stock',
  'product_unavailable',
  'password_input_error',
  // orders (issue 8)
  'activation_code_required',
  'cart_empty',
  'order_changed',
  // admin area (issue 6): answers, form field errors and refused price-list lines
  'category_not_empty',
  'subcategory_not_empty',
  'subcategory_not_found',
  'wholesaler_not_found',
  'promo_code_exists',
  'own_access_locked',
  'field_required',
  'text_too_long',
  'invalid_slug',
  'invalid_price',
  'invalid_stock',
  'fractional_stock',
  'invalid_vat_rate',
  'invalid_unit',
  'invalid_language',
  'invalid_date',
  'invalid_max_uses',
  'invalid_role',
  'price_list_invalid',
  'price_list_unknown_product',
  'price_list_bad_number',
  'price_list_negative_stock',
  'price_list_duplicate_product',
  // feedback and newsletter (issue 5)
  'file_limit_exceeded',
  'file_type_not_allowed',
  'subscription_not_found',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The body every failed call answers with, whatever its status (DESIGN.md). */
export interface ErrorBody {
  success: false;
  error_code: ErrorCode;
  request_id?: string;
}
