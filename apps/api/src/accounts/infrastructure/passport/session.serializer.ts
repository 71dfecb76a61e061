import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { UserRepository } from '../../application/user-repository.port.js';
import type { User } from '../../domain/user.js';

/** What the session holds: the user id and the session epoch it was opened under. */
export interface SessionPayload {
  readonly id: number;
  readonly epoch: number;
}

/**
 * passport's answer by which a (de)serializer declines, so that passport asks the next one
 * registered (its documented chain).
 */
const PASS = 'pass';

/**
 * Reloads the user on every signed-in request; a deactivated account, or a session older than
 * the user's last password reset or change (epoch), is signed out.
 *
 * passport keeps (de)serializers in a chain in its one process-wide instance, and each
 * application adds its own as it starts (PassportSerializer). An application that stops
 * declines from then on, so an application started later in the same process (tests) is
 * answered by its own instead of a closed one.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnApplicationShutdown {
  private stopped = false;

  constructor(private readonly users: UserRepository) {
    super();
  }

  serializeUser(user: User, done: (error: unknown, payload?: SessionPayload) => void): void {
    if (this.stopped) return done(PASS);
    done(null, { id: user.id, epoch: user.props.sessionEpoch });
  }

  onApplicationShutdown(): void {
    this.stopped = true;
  }

  deserializeUser(payload: SessionPayload, done: (error: unknown, user?: User | false) => void): void {
    if (this.stopped) return done(PASS);
    if (!payload || typeof payload.id !== 'number') return done(null, false);
    this.users.findById(payload.id).then(
      (user) => done(null, user && user.canSignIn && user.props.sessionEpoch === payload.epoch ? user : false),
      (error: unknown) => done(error, false),
    );
  }
}
