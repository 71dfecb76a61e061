import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { ADMIN_SIGN_IN, SHOP_SIGN_IN } from './local.strategy.js';

/**
 * Runs a passport-local strategy and opens the session (passport regenerates the session id at
 * login: no fixation). Guards run before pipes, so the body is checked here: missing fields get
 * the codes of SPEC.md section 8 instead of passport's generic failure, wrongly typed ones
 * `invalid_data` (DESIGN.md). A failure of the strategy is its coded error (invalid_credentials,
 * too_many_requests with Retry-After).
 */
function PasswordSignInGuard(strategy: string) {
  @Injectable()
  class SignInGuard extends AuthGuard(strategy) {
    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const req = context.switchToHttp().getRequest<Request>();
      const body: unknown = req.body ?? {};
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new DomainError('invalid_data');
      const { email, password } = body as Record<string, unknown>;
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
  return SignInGuard;
}

/** `login.php`: any account that may sign in. */
@Injectable()
export class LoginGuard extends PasswordSignInGuard(SHOP_SIGN_IN) {}

/** `admin/login.php`: an account with the admin role; any other fails like a wrong password. */
@Injectable()
export class AdminLoginGuard extends PasswordSignInGuard(ADMIN_SIGN_IN) {}
