import type { Request } from 'express';
import type { ResetGrant } from '../../application/password-reset.service.js';

declare module 'express-session' {
  interface SessionData {
    /** Set by `verify_code.php` for a reset code; read and dropped by `reset_password.php`. */
    resetGrant?: ResetGrant;
  }
}

/** The reset grant lives in the browser session that confirmed the code, never in the payload. */
export const resetGrantOf = (req: Request): ResetGrant | null => req.session?.resetGrant ?? null;

export function keepResetGrant(req: Request, grant: ResetGrant): void {
  if (req.session) req.session.resetGrant = grant;
}

export function dropResetGrant(req: Request): void {
  if (req.session) delete req.session.resetGrant;
}
