/** SPEC.md sections 4 and 9: how long a success message stays before the next page. */
export const LOGIN_REDIRECT_MS = 1000;
export const FORGOT_PASSWORD_REDIRECT_MS = 800;
export const VERIFY_REDIRECT_MS = 1200;
export const RESET_REDIRECT_MS = 1500;
