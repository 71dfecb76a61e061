import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { ChangeStamps, SESSION_USER_ID } from '../../../platform/redis/change-stamps.js';
import { KeptCopies } from '../../../platform/redis/kept-copies.js';
import { PROMO_CODES_STAMP } from '../../../promo/index.js';
import { UserRepository } from '../../application/user-repository.port.js';
import type { User } from '../../domain/user.js';
import { accountStamp } from '../persistence/account-stamp.js';

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

/** Signed-in accounts this instance keeps in memory (least recently used ones leave first): a few MB. */
const KEPT_ACCOUNTS = 10_000;

/** The change stamps a kept copy of the account depends on: its row's, and the codes' texts it shows. */
function stampsOf(id: number | typeof SESSION_USER_ID): string[] {
  return [accountStamp(id), PROMO_CODES_STAMP];
}

/**
 * Checks the user on every signed-in request; a deactivated account, or a session older than
 * the user's last password reset or change (epoch), is signed out.
 *
 * Reading the account from the database was about half of the CPU of a light signed-in call
 * (issue 16), so with Redis each instance keeps the accounts it read, with the change stamp of
 * the account's row (and of the codes' texts it shows) asked BEFORE the read, and uses a copy
 * only while Redis answers the same stamp. Every write of an account changes its stamp before
 * it commits (ChangeStamps), so the next request on any instance reads the change; a missing
 * stamp, a write in flight or Redis not answering means a database read, as without Redis.
 * The session store reads these stamps in the same Redis call as the session (before the
 * account is read, as asking apart would): one round trip to Redis per request, not two.
 *
 * passport keeps (de)serializers in a chain in its one process-wide instance, and each
 * application adds its own as it starts (PassportSerializer). An application that stops
 * declines from then on, so an application started later in the same process (tests) is
 * answered by its own instead of a closed one.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnApplicationShutdown {
  private stopped = false;
  /** Per instance of the application (so two in one process, as in tests, behave as two servers). */
  private readonly kept = new KeptCopies<User | null>(KEPT_ACCOUNTS);

  constructor(
    private readonly users: UserRepository,
    private readonly stamps: ChangeStamps,
  ) {
    super();
    // The session store reads these stamps in the same Redis call as the session.
    this.stamps.readWithSession(stampsOf(SESSION_USER_ID));
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
    this.load(payload.id, payload).then(
      (user) => done(null, user && user.canSignIn && user.props.sessionEpoch === payload.epoch ? user : false),
      (error: unknown) => done(error, false),
    );
  }

  private async load(id: number, payload: SessionPayload): Promise<User | null> {
    if (!this.stamps.enabled) return this.users.findById(id);
    const stamp = await this.stamps.current(stampsOf(id), payload);
    return this.kept.get(id, stamp, () => this.users.findById(id), (user) => user !== null);
  }
}
