import type { ErrorCode } from '@mercato/contracts';

/** The honest status of each code (DESIGN.md, API conventions); every other code is a 400. */
const STATUS: Partial<Record<ErrorCode, number>> = {
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  email_not_verified: 403,
  activation_code_required: 403,
  order_changed: 409,
  not_found: 404,
  user_not_found: 404,
  category_not_found: 404,
  product_not_found: 404,
  promo_not_found: 404,
  mail_not_found: 404,
  subscription_not_found: 404,
  email_change_request_not_found: 404,
  slug_already_exists: 409,
  subcategory_not_found: 404,
  wholesaler_not_found: 404,
  category_not_empty: 409,
  subcategory_not_empty: 409,
  promo_code_exists: 409,
  own_access_locked: 409,
  duplicate_email: 409,
  email_already_used: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  headers_too_large: 431,
  too_many_requests: 429,
  resend_too_soon: 429,
  server_error: 500,
  server: 500,
  server_exception: 500,
  database_error: 500,
  service_unavailable: 503,
  storage_full: 507,
  // the order loop, part 2 (issue 15)
  purchase_order_not_found: 404,
  order_not_found: 404,
  already_answered: 409,
  cannot_cancel: 409,
};

export function statusOf(code: ErrorCode): number {
  return STATUS[code] ?? 400;
}

/** The generic code for a status that reached us without one (framework errors). */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 413:
      return 'payload_too_large';
    case 414:
      return 'uri_too_long';
    case 431:
      return 'headers_too_large';
    case 429:
      return 'too_many_requests';
    case 503:
      return 'service_unavailable';
    case 507:
      return 'storage_full';
    default:
      return status >= 500 ? 'server_error' : 'invalid_data';
  }
}
