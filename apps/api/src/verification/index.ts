/** The verification context's face: six-digit codes by mail, for the accounts context. */
export { VerificationModule } from './verification.module.js';
export { DAY, HOUR, VERIFY_LIMIT, VerificationCodes } from './application/verification-codes.service.js';
export { RESET_CONFIRMATION_TTL_MS, SEND_LIMITS, type CodePurpose } from './domain/verification-code.js';
