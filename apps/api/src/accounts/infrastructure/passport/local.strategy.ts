import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import passport, { type Strategy as RegisteredStrategy } from 'passport';
import { Strategy } from 'passport-local';
import { KnownDevices } from '../http/known-devices.js';
import { AuthenticateUser, type SignInContext } from '../../application/authenticate-user/authenticate-user.command.js';
import type { User } from '../../domain/user.js';

/** The strategies' names: the shop's sign-in (`login.php`) and the staff's (`admin/login.php`). */
export const SHOP_SIGN_IN = 'local';
export const ADMIN_SIGN_IN = 'admin-local';

/**
 * passport keeps strategies by name in its one process-wide instance (the one `AuthGuard`
 * authenticates through), and each application registers its own as it starts. One that stops
 * gives the name back to the strategy registered before it, so an application still running in
 * the same process (tests start several) signs in through its own again.
 */
const registered = new Map<string, RegisteredStrategy[]>();

function hold(name: string, strategy: RegisteredStrategy): void {
  registered.set(name, [...(registered.get(name) ?? []), strategy]);
}

function release(name: string, strategy: RegisteredStrategy): void {
  const before = registered.get(name) ?? [];
  const after = before.filter((held) => held !== strategy);
  registered.set(name, after);
  if (before.at(-1) !== strategy) return;
  const previous = after.at(-1);
  if (previous) passport.use(name, previous);
  else passport.unuse(name);
}

/**
 * passport-local on `{email, password}`; the use case does the checking: it counts the try before
 * looking at the password, answers in the same time whether or not the account exists, and with
 * `adminOnly` refuses an account without the admin role like a wrong password. A browser that
 * signed in to the account before keeps a budget of tries of its own (KnownDevices).
 */
function PasswordStrategy(name: string, context: Omit<SignInContext, 'knownDevice'>) {
  @Injectable()
  class PasswordSignIn extends PassportStrategy(Strategy, name) implements OnApplicationShutdown {
    constructor(
      readonly authenticateUser: AuthenticateUser,
      readonly knownDevices: KnownDevices,
    ) {
      super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
      hold(name, this);
    }

    async validate(req: Request, email: string, password: string): Promise<User> {
      const knownDevice = this.knownDevices.deviceFor(req, email);
      const user = await this.authenticateUser.execute(email, password, req.ip ?? 'unknown', { ...context, knownDevice });
      this.knownDevices.remember(req, req.res, user.email);
      return user;
    }

    onApplicationShutdown(): void {
      release(name, this);
    }
  }
  return PasswordSignIn;
}

@Injectable()
export class LocalStrategy extends PasswordStrategy(SHOP_SIGN_IN, {}) {}

@Injectable()
export class AdminLocalStrategy extends PasswordStrategy(ADMIN_SIGN_IN, { adminOnly: true }) {}
