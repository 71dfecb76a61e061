import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { DomainError } from '../../../shared/domain/domain-error.js';

/**
 * Runs passport-local and opens the session (passport regenerates the session id at login).
 * Missing fields get the codes of SPEC.md section 8 instead of passport's generic failure, and
 * wrongly typed ones `invalid_data` (DESIGN.md).
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const body: unknown = req.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new DomainError('invalid_data');
    const { email, password } = body as Record<string, unknown>;
    // A field of the wrong type is malformed input; a missing or empty one has its own code.
    if (![email, password].every((field) => field === undefined || field === null || typeof field === 'string')) throw new DomainError('invalid_data');
    if (typeof email !== 'string' || !email.trim()) throw new DomainError('identifier_required');
    if (typeof password !== 'string' || !password) throw new DomainError('email_and_password_required');
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
