import { Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, type EntityManager } from 'typeorm';

interface TransactionScope {
  readonly manager: EntityManager;
  readonly afterCommit: Array<() => void>;
}

/**
 * One transaction per use case, propagated implicitly: repositories ask `manager()` and join
 * the running transaction. Side effects (enqueueing mail jobs) go to `afterCommit`, so they
 * happen only once the change is durable.
 */
@Injectable()
export class UnitOfWork {
  private readonly scope = new AsyncLocalStorage<TransactionScope>();

  constructor(private readonly dataSource: DataSource) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.scope.getStore()) return work();
    const afterCommit: Array<() => void> = [];
    const result = await this.dataSource.transaction((manager) => this.scope.run({ manager, afterCommit }, work));
    for (const callback of afterCommit) callback();
    return result;
  }

  /** The running transaction's manager, or the default one outside a transaction. */
  manager(): EntityManager {
    return this.scope.getStore()?.manager ?? this.dataSource.manager;
  }

  /** Runs `callback` after the current transaction commits (at once when there is none). */
  afterCommit(callback: () => void): void {
    const store = this.scope.getStore();
    if (store) store.afterCommit.push(callback);
    else callback();
  }
}
