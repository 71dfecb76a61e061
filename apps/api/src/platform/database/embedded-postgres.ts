import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { StartupError } from '../startup-error.js';
import { PGliteSessionQueue } from './pglite-session-queue.js';

/** The connections the pools may open (TypeORM's and the session store's), with room to spare. */
const MAX_CONNECTIONS = 32;

/**
 * PostgreSQL without a server: PGlite (PostgreSQL compiled to WebAssembly) behind a socket
 * server on a loopback port, so the app talks to it through the same `pg` driver, pool and
 * migrations as to a real PostgreSQL. PGlite has one session: every connection's messages go
 * through one queue that hands it to one connection for a whole exchange or transaction
 * (`PGliteSessionQueue`), so code must use the transaction's manager inside a transaction.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: SessionServer,
    private readonly lockFile: string | null,
    readonly url: string,
    /** The folder that holds the data (`DATA_DIR/db`), or null in memory. */
    readonly directory: string | null,
  ) {}

  /** `dataDir` null keeps the database in memory (tests). */
  static async start(dataDir: string | null): Promise<EmbeddedPostgres> {
    let lockFile: string | null = null;
    let dbDir: string | undefined;
    if (dataDir !== null) {
      dbDir = join(dataDir, 'db');
      mkdirSync(dbDir, { recursive: true });
      lockFile = join(dataDir, 'db.lock');
      takeLock(lockFile, dbDir);
    }
    try {
      // pg_trgm: the product search's typo tolerance, as on PostgreSQL (migration 500 creates it).
      const db = await PGlite.create(dbDir, { extensions: { pg_trgm } });
      const server = await SessionServer.listen(db);
      return new EmbeddedPostgres(db, server, lockFile, `postgres://postgres@127.0.0.1:${server.port}/postgres`, dbDir ?? null);
    } catch (error) {
      if (lockFile) rmSync(lockFile, { force: true });
      throw error;
    }
  }

  async stop(): Promise<void> {
    await this.server.stop();
    await this.db.close();
    if (this.lockFile) rmSync(this.lockFile, { force: true });
  }
}

/** Loopback TCP server: one protocol handler per connection, all on one session queue. */
class SessionServer {
  private constructor(
    private readonly server: Server,
    private readonly handlers: Set<PGLiteSocketHandler>,
    readonly port: number,
  ) {}

  static async listen(db: PGlite): Promise<SessionServer> {
    await db.waitReady;
    // The handler calls only the queue's public methods (enqueue, clearQueueForHandler, clearTransactionIfNeeded).
    const queryQueue = new PGliteSessionQueue(db) as unknown as PGLiteSocketHandlerOptions['queryQueue'];
    const handlers = new Set<PGLiteSocketHandler>();
    const server = createServer((socket: Socket) => {
      const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
      handlers.add(handler);
      const forget = () => handlers.delete(handler);
      handler.addEventListener('close', forget);
      handler.addEventListener('error', forget);
      handler.attach(socket).catch(() => {
        forget();
        socket.destroy();
      });
    });
    server.maxConnections = MAX_CONNECTIONS;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return new SessionServer(server, handlers, (server.address() as AddressInfo).port);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.handlers].map((handler) => handler.detach(true)));
    this.handlers.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Two processes on one PGlite folder would silently lose data: refuse the second. */
function takeLock(lockFile: string, dbDir: string): void {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    return;
  } catch {
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new StartupError(
        `The embedded database in ${dbDir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
