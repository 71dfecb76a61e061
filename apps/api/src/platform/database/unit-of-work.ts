import { Inject, Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { DatabaseEndpoint } from './database-endpoint.js';

/** SQLSTATE 0A000, which PostgreSQL answers for a prepared statement whose result columns changed. */
const FEATURE_NOT_SUPPORTED = '0A000';

interface TransactionScope {
  readonly manager: EntityManager;
  readonly afterCommit: Array<() => void>;
  readonly afterEnd: Array<() => void>;
}

/**
 * One transaction per use case, propagated implicitly: repositories ask `manager()` and join
 * the running transaction. Side effects (enqueueing mail jobs) go to `afterCommit`, so they
 * happen only once the change is durable.
 */
@Injectable()
export class UnitOfWork {
  private readonly scope = new AsyncLocalStorage<TransactionScope>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(DatabaseEndpoint) private readonly endpoint: DatabaseEndpoint,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.scope.getStore()) return work();
    const afterCommit: Array<() => void> = [];
    const afterEnd: Array<() => void> = [];
    let result: T;
    try {
      result = await this.dataSource.transaction((manager) => this.scope.run({ manager, afterCommit, afterEnd }, work));
    } finally {
      for (const callback of afterEnd) callback();
    }
    for (const callback of afterCommit) callback();
    return result;
  }

  /** The running transaction's manager, or the default one outside a transaction. */
  manager(): EntityManager {
    return this.scope.getStore()?.manager ?? this.dataSource.manager;
  }

  /**
   * A read run as a named prepared statement when outside a transaction: PostgreSQL parses and
   * plans it once per connection instead of on every call (a basket plan's version check spent
   * about half of its server time planning). `name` must always come with the same `sql`. In a
   * transaction, and on the embedded database (PGlite has one session for every connection, where
   * the connections' names would collide), it runs as any other query.
   */
  async preparedRead<T>(name: string, sql: string, params: unknown[]): Promise<T[]> {
    return this.prepared<T>(name, sql, params, (sql, params) => this.manager().query(sql, params));
  }

  /**
   * An UPDATE or DELETE run as `preparedRead` runs a read (a mail job's claim and mark, run once
   * per mail outside any transaction); answers the rows it returns (`RETURNING`).
   */
  async preparedWrite<T>(name: string, sql: string, params: unknown[]): Promise<T[]> {
    return this.prepared<T>(name, sql, params, async (sql, params) => plainRows<T>(await this.manager().query(sql, params)));
  }

  /**
   * A statement of a use case's transaction run as a named prepared statement on the
   * transaction's own connection: PostgreSQL parses and plans it once per connection (an order's
   * stock take, rows read and parts written spent about as long being parsed and planned as
   * running). Outside a transaction it runs as `preparedRead` does; on the embedded database, as
   * any other query. Answers the rows the statement returns. Its answer's column types must be
   * fixed by the SQL itself (casts, `count(*)::int`, json): a prepared statement whose answer's
   * columns a migration changed fails, and in a transaction it cannot be run again as a plain
   * query (such a name then runs plain in this process, and the failure is thrown).
   */
  async preparedInTransaction<T>(name: string, sql: string, params: unknown[]): Promise<T[]> {
    const store = this.scope.getStore();
    if (!store || this.endpoint.embedded) return this.preparedWrite<T>(name, sql, params);
    if (this.unprepared.has(name)) return plainRows<T>(await store.manager.query(sql, params));
    const client = (await store.manager.queryRunner!.connect()) as PoolClient;
    try {
      return (await client.query({ name, text: sql, values: params })).rows as T[];
    } catch (error) {
      if ((error as { code?: string }).code === FEATURE_NOT_SUPPORTED) this.unprepared.add(name);
      throw error;
    }
  }

  /** Names of statements whose answer's columns changed under this process (`preparedInTransaction`). */
  private readonly unprepared = new Set<string>();

  private async prepared<T>(name: string, sql: string, params: unknown[], plain: (sql: string, params: unknown[]) => Promise<T[]>): Promise<T[]> {
    const pool = this.endpoint.embedded || this.inTransaction ? undefined : (this.dataSource.driver as unknown as { master?: Pool }).master;
    if (!pool) return plain(sql, params);
    try {
      return (await pool.query({ name, text: sql, values: params })).rows as T[];
    } catch (error) {
      // A migration (by another instance, say) changed the columns the statement answers: that
      // connection's statement can no longer run ("cached plan must not change result type").
      // The statement failed before running, so running it again as a plain query is safe.
      if ((error as { code?: string }).code === FEATURE_NOT_SUPPORTED) return plain(sql, params);
      throw error;
    }
  }

  /** Runs `callback` after the current transaction commits (at once when there is none). */
  afterCommit(callback: () => void): void {
    const store = this.scope.getStore();
    if (store) store.afterCommit.push(callback);
    else callback();
  }

  /** Whether the caller runs inside `run` (a transaction). */
  get inTransaction(): boolean {
    return this.transaction !== undefined;
  }

  /**
   * An object standing for the running transaction (undefined outside one), the same for every
   * caller in it and never for another: a key for what a caller gathers per transaction.
   */
  get transaction(): object | undefined {
    return this.scope.getStore();
  }

  /**
   * Runs `callback` once the current transaction has ended, committed or rolled back (at once
   * when there is none): for what must be undone whatever the outcome.
   */
  afterEnd(callback: () => void): void {
    const store = this.scope.getStore();
    if (store) store.afterEnd.push(callback);
    else callback();
  }
}

/**
 * The rows of a plain query's answer: TypeORM answers an UPDATE or DELETE as [rows, affected
 * count], any other statement (a SELECT, an INSERT, a WITH ... SELECT) as its rows.
 */
function plainRows<T>(answer: unknown): T[] {
  return Array.isArray(answer) && answer.length === 2 && Array.isArray(answer[0]) && typeof answer[1] === 'number' ? (answer[0] as T[]) : (answer as T[]);
}
