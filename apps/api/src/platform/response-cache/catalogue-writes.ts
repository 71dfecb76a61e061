import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../database/unit-of-work.js';
import { ResponseCache } from './response-cache.js';

/**
 * The one way a use case changes the catalogue: in a transaction, after whose commit this
 * process drops its cached catalogue answers (other processes notice through the change
 * counter within a poll interval).
 */
@Injectable()
export class CatalogueWrites {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly cache: ResponseCache,
  ) {}

  /** Runs `work` in a transaction (or the running one) that changes the catalogue. */
  run<T>(work: () => Promise<T>): Promise<T> {
    return this.uow.run(async () => {
      const result = await work();
      this.changed();
      return result;
    });
  }

  /** Calls `listener` whenever this process learns of a catalogue change (after a commit here, or seen from elsewhere). */
  onChange(listener: () => void): void {
    this.cache.onInvalidate(listener);
  }

  /** The running transaction changes the catalogue (e.g. stock taken by an order). */
  changed(): void {
    this.uow.afterCommit(() => this.cache.invalidate());
  }
}
