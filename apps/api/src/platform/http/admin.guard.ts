import { type ExecutionContext, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../../shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../shared/domain/session-user.js';
import { sendError } from './error-response.js';
import { SignedInGuard } from './signed-in.guard.js';

/**
 * Admin-only calls: 401 without a session, 403 for a signed-in user without the admin role.
 * Guards run before pipes and interceptors, so the answer is the same whatever the payload
 * (no validation, no upload is read first). The role is reloaded with the session on every
 * request, so a demoted or deactivated admin loses access at once.
 */
@Injectable()
export class AdminGuard extends SignedInGuard {
  override canActivate(context: ExecutionContext): boolean {
    super.canActivate(context);
    if (!context.switchToHttp().getRequest<Request & { user: SessionUserInfo }>().user.isAdmin) throw new DomainError('forbidden');
    return true;
  }
}

/** The same rule as Express middleware, for the whole `/api/v1/admin` prefix, ahead of the body parsers. */
export function adminGate(req: Request & { user?: SessionUserInfo }, res: Response, next: NextFunction): void {
  if (!req.user) return sendError(req, res, 'unauthorized');
  if (!req.user.isAdmin) return sendError(req, res, 'forbidden');
  next();
}
