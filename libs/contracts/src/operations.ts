import type { ErrorCode } from './error-codes.js';

/**
 * Who may call an operation of the API (DESIGN.md "API conventions", SPEC.md section 6):
 * - `visitor`: anyone, no session needed;
 * - `signed-in`: any signed-in account (401 `unauthorized` without a session);
 * - `subscribed`: a signed-in account whose e-mail is verified (else 403 `email_not_verified`)
 *   and that holds a valid activation code (else 403 `activation_code_required`);
 * - `admin`: a session of an account with the admin role (401 without a session, 403 for others);
 * - `wholesaler-link`: no account, the personal link of a purchase-order mail is the key.
 */
export type OperationAccess = 'visitor' | 'signed-in' | 'subscribed' | 'admin' | 'wholesaler-link';

export interface OperationContract {
  readonly access: OperationAccess;
  /**
   * A visitor call that reads the session when there is one (logout, the admin session check,
   * a code for the signed-in user's e-mail change): the cookie is optional.
   */
  readonly sessionOptional?: true;
  /** The codes this operation answers besides the generic ones and those its access implies. */
  readonly errors: readonly ErrorCode[];
  /** Liveness and readiness answer their own bodies and never the generic 500/503. */
  readonly noServerErrors?: true;
}

/**
 * Codes any operation may answer: a malformed body or query (JSON nested deeper than 32 levels,
 * an array of more than 1,000 elements, a NUL character, a wrongly typed field, an id out of
 * range), a body over 1 MB, a request line over 8 KB, headers over 16 KB, an unexpected failure
 * and an unreachable dependency (database, Redis, file store).
 */
export const GENERIC_ERROR_CODES = ['invalid_data', 'payload_too_large', 'uri_too_long', 'headers_too_large'] as const satisfies readonly ErrorCode[];
export const SERVER_ERROR_CODES = ['server_error', 'service_unavailable'] as const satisfies readonly ErrorCode[];
/** Codes every state-changing call (POST, PUT, DELETE) may answer: a foreign `Origin` (CSRF), a full disk. */
export const WRITE_ERROR_CODES = ['forbidden', 'storage_full'] as const satisfies readonly ErrorCode[];

/** Codes the access rule of an operation answers before anything else. */
export const ACCESS_ERROR_CODES: Readonly<Record<OperationAccess, readonly ErrorCode[]>> = {
  visitor: [],
  'signed-in': ['unauthorized'],
  subscribed: ['unauthorized', 'email_not_verified', 'activation_code_required'],
  admin: ['unauthorized', 'forbidden'],
  'wholesaler-link': ['purchase_order_not_found'],
};

/** A call that names a user (`user_id`, `id`, `userId`): without it 400, another user's 403. */
const NAMES_USER = ['missing_user_id_or_email', 'forbidden'] as const satisfies readonly ErrorCode[];
/** A six-digit code is mailed: within 30 s of the last one 429 `resend_too_soon`, beyond the hour's or day's sends `too_many_requests`. */
const SENDS_CODE = ['resend_too_soon', 'too_many_requests'] as const satisfies readonly ErrorCode[];
const PROMO_REFUSALS = ['promo_required', 'invalid_promo_code', 'invalid_or_used_promo'] as const satisfies readonly ErrorCode[];

/**
 * Every operation of the API by its operation id: who may call it and what it may answer.
 * The OpenAPI document's error answers are built from this table (one enum of codes per
 * operation and status), and the API tests fail when an operation answers a code that is not
 * listed here, so the contract and the code cannot drift apart.
 */
export const OPERATIONS = {
  // files and texts outside /api
  getMedia: { access: 'visitor', errors: ['not_found'] },
  getTranslations: { access: 'visitor', errors: ['not_found'] },
  // operations
  getHealth: { access: 'visitor', errors: [], noServerErrors: true },
  getReadiness: { access: 'visitor', errors: [], noServerErrors: true },
  // catalogue
  getAllCategories: { access: 'visitor', errors: [] },
  getCategory: { access: 'visitor', errors: ['category_not_found'] },
  listProducts: { access: 'visitor', errors: [] },
  getProductBySlug: { access: 'visitor', errors: ['product_not_found'] },
  getProduct: { access: 'visitor', errors: ['product_not_found'] },
  // favourites
  listFavourites: { access: 'signed-in', errors: [] },
  addFavourite: { access: 'signed-in', errors: ['product_not_found'] },
  removeFavourite: { access: 'signed-in', errors: ['product_not_found'] },
  // the admin session
  adminLogin: { access: 'visitor', errors: ['identifier_required', 'email_and_password_required', 'invalid_credentials', 'too_many_requests'] },
  adminCheckSession: { access: 'visitor', sessionOptional: true, errors: [] },
  adminLogout: { access: 'visitor', sessionOptional: true, errors: ['forbidden'] },
  // accounts
  register: {
    access: 'visitor',
    errors: [
      'fill_all_fields',
      'invalid_email',
      'invalid_phone',
      'passwords_do_not_match',
      'password_does_not_meet_requirements',
      'password_too_common',
      'accept_privacy_required',
      'invalid_promo_code',
      'invalid_or_used_promo',
      'email_already_used',
      ...SENDS_CODE,
    ],
  },
  login: { access: 'visitor', errors: ['identifier_required', 'email_and_password_required', 'invalid_credentials', 'too_many_requests'] },
  logout: { access: 'visitor', sessionOptional: true, errors: [] },
  checkUserExists: { access: 'visitor', errors: ['too_many_requests'] },
  requestReset: { access: 'visitor', errors: ['email_required', 'invalid_email', ...SENDS_CODE] },
  verifyCode: { access: 'visitor', errors: ['email_required', 'invalid_email', 'email_code_required', 'invalid_or_expired_code', 'too_many_requests'] },
  resendCode: {
    access: 'visitor',
    sessionOptional: true,
    errors: ['email_required', 'invalid_email', ...SENDS_CODE, 'unauthorized', ...NAMES_USER, 'email_change_request_not_found', 'old_email_not_confirmed'],
  },
  resetPassword: {
    access: 'visitor',
    errors: ['email_required', 'invalid_email', 'code_not_confirmed', 'fill_all_fields', 'password_requirements_not_met', 'password_too_common', 'too_many_requests'],
  },
  getSession: { access: 'signed-in', errors: [] },
  // profile
  updateProfile: {
    access: 'signed-in',
    errors: [...NAMES_USER, 'fill_all_fields', 'invalid_phone', 'old_email_not_confirmed', 'image_upload_failed', 'too_many_requests'],
  },
  getUser: { access: 'signed-in', errors: [...NAMES_USER, 'user_not_found'] },
  getSubscription: { access: 'signed-in', errors: [] },
  checkEmailExists: { access: 'signed-in', errors: ['invalid_email', 'too_many_requests'] },
  changePassword: { access: 'signed-in', errors: ['password_input_error', 'password_too_common', 'incorrect_old_password', 'too_many_requests'] },
  submitPromoCode: { access: 'signed-in', errors: [...NAMES_USER, ...PROMO_REFUSALS, 'promo_already_used', 'too_many_requests'] },
  requestEmailChange: { access: 'signed-in', errors: [...NAMES_USER, 'email_required', 'invalid_email', 'email_already_used', ...SENDS_CODE] },
  verifyOldEmailCode: { access: 'signed-in', errors: [...NAMES_USER, 'email_change_request_not_found', 'invalid_old_email_code', ...SENDS_CODE] },
  verifyNewEmailCode: {
    access: 'signed-in',
    errors: [...NAMES_USER, 'email_change_request_not_found', 'old_email_not_confirmed', 'invalid_new_email_code', 'email_already_used', 'too_many_requests'],
  },
  // cart
  getCart: { access: 'signed-in', errors: [...NAMES_USER] },
  saveCart: { access: 'signed-in', errors: [...NAMES_USER, 'email_not_verified', 'invalid_quantity', 'insufficient_stock', 'product_unavailable'] },
  // orders
  getBasketPlan: { access: 'signed-in', errors: ['invalid_delivery_date', 'no_delivery_on_date'] },
  placeOrder: { access: 'subscribed', errors: ['cart_empty', 'text_too_long', 'invalid_delivery_date', 'no_delivery_on_date', 'order_changed'] },
  listOrders: { access: 'signed-in', errors: [] },
  getOrderSavings: { access: 'signed-in', errors: [] },
  reorder: { access: 'signed-in', errors: ['email_not_verified', 'order_not_found'] },
  cancelOrderPart: { access: 'signed-in', errors: ['order_not_found', 'cannot_cancel'] },
  getSupplierOrder: { access: 'wholesaler-link', errors: [] },
  confirmSupplierOrder: { access: 'wholesaler-link', errors: ['invalid_delivery_date', 'invalid_quantity', 'text_too_long', 'already_answered'] },
  rejectSupplierOrder: { access: 'wholesaler-link', errors: ['field_required', 'text_too_long', 'already_answered'] },
  adminListOrders: { access: 'admin', errors: [] },
  adminGetOrder: { access: 'admin', errors: ['order_not_found'] },
  adminResendPurchaseOrder: { access: 'admin', errors: ['order_not_found', 'wholesaler_not_found', 'already_answered'] },
  // feedback and newsletter
  sendFeedback: { access: 'visitor', errors: ['fill_all_fields', 'invalid_email', 'file_limit_exceeded', 'file_type_not_allowed', 'too_many_requests'] },
  saveSubscription: { access: 'visitor', errors: ['invalid_email', 'accept_privacy_required', 'duplicate_email', 'too_many_requests'] },
  getNewsletterSubscription: { access: 'visitor', errors: ['subscription_not_found', 'too_many_requests'] },
  unsubscribeNewsletter: { access: 'visitor', errors: ['subscription_not_found', 'too_many_requests'] },
  // activation codes
  checkPromo: { access: 'visitor', errors: ['too_many_requests'] },
  // the staff's admin area
  adminDashboard: { access: 'admin', errors: [] },
  adminListCategories: { access: 'admin', errors: [] },
  adminCreateCategory: { access: 'admin', errors: ['slug_already_exists'] },
  adminGetCategory: { access: 'admin', errors: ['category_not_found'] },
  adminUpdateCategory: { access: 'admin', errors: ['category_not_found', 'slug_already_exists'] },
  adminDeleteCategory: { access: 'admin', errors: ['category_not_found', 'category_not_empty'] },
  adminSetCategoryImage: { access: 'admin', errors: ['category_not_found', 'image_upload_failed'] },
  adminListSubcategories: { access: 'admin', errors: [] },
  adminCreateSubcategory: { access: 'admin', errors: ['category_not_found', 'slug_already_exists'] },
  adminGetSubcategory: { access: 'admin', errors: ['subcategory_not_found'] },
  adminUpdateSubcategory: { access: 'admin', errors: ['subcategory_not_found', 'category_not_found', 'slug_already_exists'] },
  adminDeleteSubcategory: { access: 'admin', errors: ['subcategory_not_found', 'subcategory_not_empty'] },
  adminListProducts: { access: 'admin', errors: [] },
  adminCreateProduct: { access: 'admin', errors: ['subcategory_not_found', 'slug_already_exists'] },
  adminGetProduct: { access: 'admin', errors: ['product_not_found'] },
  adminUpdateProduct: { access: 'admin', errors: ['product_not_found', 'subcategory_not_found', 'slug_already_exists'] },
  adminDeleteProduct: { access: 'admin', errors: ['product_not_found'] },
  adminSetProductImage: { access: 'admin', errors: ['product_not_found', 'image_upload_failed'] },
  adminSaveOffer: { access: 'admin', errors: ['product_not_found', 'wholesaler_not_found'] },
  adminDeleteOffer: { access: 'admin', errors: ['product_not_found'] },
  adminListWholesalers: { access: 'admin', errors: [] },
  adminCreateWholesaler: { access: 'admin', errors: [] },
  adminGetWholesaler: { access: 'admin', errors: ['wholesaler_not_found'] },
  adminUpdateWholesaler: { access: 'admin', errors: ['wholesaler_not_found'] },
  adminDeleteWholesaler: { access: 'admin', errors: ['wholesaler_not_found'] },
  adminPreviewPriceList: { access: 'admin', errors: ['wholesaler_not_found', 'price_list_invalid'] },
  adminApplyPriceList: { access: 'admin', errors: ['wholesaler_not_found', 'price_list_invalid'] },
  adminListUsers: { access: 'admin', errors: [] },
  adminCreateUser: { access: 'admin', errors: ['email_already_used', ...SENDS_CODE] },
  adminGetUser: { access: 'admin', errors: ['user_not_found'] },
  adminUpdateUser: { access: 'admin', errors: ['user_not_found', 'email_already_used', 'own_access_locked'] },
  adminSendPasswordReset: { access: 'admin', errors: ['user_not_found', ...SENDS_CODE] },
  adminListPromoCodes: { access: 'admin', errors: [] },
  adminCreatePromoCode: { access: 'admin', errors: ['promo_code_exists'] },
  adminGetPromoCode: { access: 'admin', errors: ['promo_not_found'] },
  adminUpdatePromoCode: { access: 'admin', errors: ['promo_not_found', 'promo_code_exists'] },
  adminDeletePromoCode: { access: 'admin', errors: ['promo_not_found'] },
  adminListTroubledMails: { access: 'admin', errors: [] },
  adminResendMail: { access: 'admin', errors: ['mail_not_found'] },
} as const satisfies Record<string, OperationContract>;

export type OperationId = keyof typeof OPERATIONS;

export function isOperationId(value: string): value is OperationId {
  return Object.prototype.hasOwnProperty.call(OPERATIONS, value);
}

/**
 * Every code an operation may answer, generic ones included: the table's own, those of its
 * access rule, those of every call (and of every state-changing call when `writes`).
 */
export function operationErrorCodes(operationId: OperationId, { writes }: { writes: boolean }): ErrorCode[] {
  const operation: OperationContract = OPERATIONS[operationId];
  const codes = new Set<ErrorCode>([
    ...GENERIC_ERROR_CODES,
    ...(operation.noServerErrors ? [] : SERVER_ERROR_CODES),
    ...(writes ? WRITE_ERROR_CODES : []),
    ...ACCESS_ERROR_CODES[operation.access],
    ...operation.errors,
  ]);
  return [...codes];
}
