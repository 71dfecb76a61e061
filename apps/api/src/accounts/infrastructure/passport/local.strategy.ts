import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { KnownDevices } from '../http/known-devices.js';
import { AuthenticateUser } from '../../application/authenticate-user/authenticate-user.command.js';
import type { User } from '../../domain/user.js';

/** passport-local on `login.php`'s `{email, password}`; the use case does the checking. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly authenticateUser: AuthenticateUser,
    private readonly knownDevices: KnownDevices,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(req: Request, email: string, password: string): Promise<User> {
    const user = await this.authenticateUser.execute(email, password, req.ip ?? 'unknown', { knownDevice: this.knownDevices.deviceFor(req, email) });
    this.knownDevices.remember(req, req.res, user.email);
    return user;
  }
}
