import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../startup-error.js';

/**
 * PostgreSQL without a server: PGlite (PostgreSQL compiled to WebAssembly) behind its socket
 * server on a loopback port, so the app talks to it through the same `pg` driver, pool and
 * migrations as to a real PostgreSQL. The socket server serialises transactions (PGlite has
 * one session), so code must use the transaction's manager inside a transaction.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
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
      const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 32 });
      await server.start();
      return new EmbeddedPostgres(db, server, lockFile, `postgres://postgres@${server.getServerConn()}/postgres`, dbDir ?? null);
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
