import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import passport from 'passport';
import { PassportSerializer } from '@nestjs/passport';
import { UserRepository } from '../../application/user-repository.port.js';
import type { User } from '../../domain/user.js';

/** What the session holds: the user id and the session epoch it was opened under. */
export interface SessionPayload {
  readonly id: number;
  readonly epoch: number;
}

/**
 * Reloads the user on every signed-in request; a deactivated account, or a session older than
 * the user's last password reset or change (epoch), is signed out.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnApplicationShutdown {
  constructor(private readonly users: UserRepository) {
    super();
  }

  serializeUser(user: User, done: (error: unknown, payload: SessionPayload) => void): void {
    done(null, { id: user.id, epoch: user.props.sessionEpoch });
  }

  /**
   * passport keeps (de)serializers in one global list; an application that stops takes its
   * own away, so a later application in the same process (tests) does not call a closed one.
   */
  onApplicationShutdown(): void {
    const internals = passport as unknown as { _serializers: unknown[]; _deserializers: unknown[] };
    internals._serializers.length = 0;
    internals._deserializers.length = 0;
  }

  deserializeUser(payload: SessionPayload, done: (error: unknown, user: User | false) => void): void {
    if (!payload || typeof payload.id !== 'number') return done(null, false);
    this.users.findById(payload.id).then(
      (user) => done(null, user && user.canSignIn && user.props.sessionEpoch === payload.epoch ? user : false),
      (error: unknown) => done(error, false),
    );
  }
}
