/** SPEC.md section 9: the limit message shows 5 s, the form's outcome 4 s. */
export const FILE_LIMIT_MESSAGE_MS = 5000;
export const FEEDBACK_STATUS_MS = 4000;
