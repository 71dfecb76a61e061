import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { AuthenticateUser } from '../../application/authenticate-user/authenticate-user.command.js';
import type { User } from '../../domain/user.js';

/** passport-local on `login.php`'s `{email, password}`; the use case does the checking. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly authenticateUser: AuthenticateUser) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: Request, email: string, password: string): Promise<User> {
    return this.authenticateUser.execute(email, password, req.ip ?? 'unknown');
  }
}
