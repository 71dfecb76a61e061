/** Business constants of SPEC.md section 9 and DESIGN.md, shared by the API and the web app. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
export const RESEND_LOCK_SECONDS = 30;
/** Tries a code allows, right or wrong: the fifth wrong one kills it (DESIGN.md). */
export const CODE_MAX_TRIES = 5;

export const FEEDBACK_MAX_FILES = 10;
export const FEEDBACK_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const FEEDBACK_FILES_SHOWN = 4;
export const FEEDBACK_NAME_MAX_CHARS = 10;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const PRODUCT_UNITS = ['kg', 'piece'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

export const PRIVACY_POLICY_EFFECTIVE_DATE = '2025-06-24';
