import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { DomainError } from '../../../shared/domain/domain-error.js';

/**
 * Runs passport-local and opens the session (passport regenerates the session id at login).
 * Missing fields get the codes of SPEC.md section 8 instead of passport's generic failure.
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body['email'] !== 'string' || !body['email'].trim()) throw new DomainError('identifier_required');
    if (typeof body['password'] !== 'string' || !body['password']) throw new DomainError('email_and_password_required');
    const ok = (await super.canActivate(context)) as boolean;
    await super.logIn(req);
    return ok;
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    if (!user) throw new DomainError('invalid_credentials');
    return user;
  }
}
