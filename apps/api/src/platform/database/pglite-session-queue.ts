import type { PGlite } from '@electric-sql/pglite';

/** Frontend messages of the extended query protocol that leave their unit open until a Sync. */
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);
const ROLLBACK = simpleQuery('ROLLBACK');

/** A simple-protocol Query message ('Q', length, text, NUL). */
function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

interface Pending {
  readonly connection: number;
  /** A protocol message to run, or null to end the connection's exchange and transaction. */
  readonly message: Uint8Array | null;
  readonly onData: (data: Uint8Array) => void;
  readonly resolve: (bytes: number) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * PGlite has one session; every connection of the socket server shares it. This queue hands
 * that session to one connection at a time for a whole unit of work: an extended-protocol
 * exchange (Parse ... Sync) and a whole transaction (BEGIN ... COMMIT/ROLLBACK). Messages of
 * the other connections wait meanwhile, so no statement, portal or transaction of one
 * connection ever interleaves with another's (the library's own queue switches connections
 * between any two messages outside an explicit transaction: a Bind then meets another
 * connection's Parse).
 *
 * It implements the queue interface that `PGLiteSocketHandler` calls (`enqueue`,
 * `clearQueueForHandler`, `clearTransactionIfNeeded`).
 */
export class PGliteSessionQueue {
  private readonly waiting: Pending[] = [];
  /** The connection that holds the session, or null when it is free. */
  private owner: number | null = null;
  /** The owner sent extended-protocol messages not yet closed by a Sync. */
  private openExchange = false;
  private draining = false;

  constructor(private readonly db: PGlite) {}

  enqueue(connection: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.waiting.push({ connection, message, onData, resolve, reject });
      void this.drain();
    });
  }

  getQueueLength(): number {
    return this.waiting.length;
  }

  /** A connection went away: its waiting messages are dropped. */
  clearQueueForHandler(connection: number): void {
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const pending = this.waiting[i]!;
      if (pending.connection !== connection) continue;
      this.waiting.splice(i, 1);
      pending.reject(new Error('Connection closed'));
    }
  }

  /** A connection went away while holding the session: its exchange and transaction end here. */
  async clearTransactionIfNeeded(connection: number): Promise<void> {
    if (this.owner !== connection) return;
    await new Promise<number>((resolve, reject) => {
      this.waiting.unshift({ connection, message: null, onData: () => undefined, resolve, reject });
      void this.drain();
    }).catch(() => undefined);
  }

  /** Ends what a vanished connection left open, so the next one starts on a clean session. */
  private async abandon(): Promise<void> {
    await this.db.runExclusive(async () => {
      if (this.openExchange) await this.db.execProtocolRaw(SYNC);
      if (this.db.isInTransaction()) await this.db.execProtocolRaw(ROLLBACK);
    });
  }

  /** The next message to run: the owner's while it holds the session, else the oldest. */
  private next(): Pending | undefined {
    if (this.owner === null) return this.waiting.shift();
    const index = this.waiting.findIndex((pending) => pending.connection === this.owner);
    return index === -1 ? undefined : this.waiting.splice(index, 1)[0];
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (let pending = this.next(); pending; pending = this.next()) {
        this.owner = pending.connection;
        const { message } = pending;
        if (message === null) {
          await this.abandon().then(() => pending.resolve(0), pending.reject);
          this.owner = null;
          this.openExchange = false;
          continue;
        }
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(message, {
              onRawData: (data) => {
                bytes += data.length;
                pending.onData(data);
              },
            }),
          );
          pending.resolve(bytes);
        } catch (error) {
          pending.reject(error);
        }
        this.openExchange = EXTENDED.has(message[0]!) || (this.openExchange && message[0] !== SYNC[0]);
        if (!this.openExchange && !this.db.isInTransaction()) this.owner = null;
      }
    } finally {
      this.draining = false;
    }
  }
}
