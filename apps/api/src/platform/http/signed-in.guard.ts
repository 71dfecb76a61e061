import { type CanActivate, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '../../shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../shared/domain/session-user.js';

/**
 * Calls for a signed-in user: 401 `unauthorized` (in the call's own error field) when the
 * session holds nobody. passport's session middleware has already reloaded the user (signed out
 * when deactivated or after a password change). Guards run after the rate limits (global) and
 * before pipes and interceptors, so a signed-out call has its try counted and nothing of its
 * body or upload read.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<Request & { user?: SessionUserInfo }>().user) throw new DomainError('unauthorized');
    return true;
  }
}

/** A call for signed-in users only; its handler's `@SessionUser()` is then never null. */
export const SignedIn = () => UseGuards(SignedInGuard);
