import { Global, Inject, Injectable, Logger, Module, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CatalogueWrites } from './catalogue-writes.js';
import { ResponseCache } from './response-cache.js';

const DEFAULT_POLL_MS = 1_000;
const logger = new Logger('ResponseCache');

/** How often each process looks for catalogue changes made elsewhere (another replica, SQL by hand). */
export function catalogueCachePollMs(config: AppConfig): number | null {
  if (config.catalogueCache === false) return null;
  return config.catalogueCache?.pollMs ?? DEFAULT_POLL_MS;
}

/**
 * Watches the catalogue's change counter (a sequence raised by a trigger on every catalogue
 * table) and empties the response cache when it moves. The counter moves before the change
 * commits, so after a change the cache stays off for two poll intervals.
 */
@Injectable()
export class CatalogueChangeWatcher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private seen: string | null = null;
  private polling = false;

  constructor(
    private readonly cache: ResponseCache,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const pollMs = catalogueCachePollMs(this.config);
    if (pollMs === null) return;
    await this.poll(pollMs);
    this.timer = setInterval(() => void this.poll(pollMs), pollMs);
    this.timer.unref();
  }

  beforeApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async poll(pollMs: number): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const [row] = (await this.dataSource.query(`SELECT last_value::text AS value FROM catalogue_change_seq`)) as Array<{ value: string }>;
      const value = row?.value ?? null;
      if (value !== this.seen) {
        if (this.seen !== null) this.cache.invalidate(2 * pollMs);
        this.seen = value;
      }
    } catch (error) {
      // Database unreachable: nothing can change the catalogue meanwhile; keep serving.
      logger.debug?.(`Catalogue change poll failed: ${(error as Error).message}`);
    } finally {
      this.polling = false;
    }
  }
}

/** The catalogue response cache, one per process; use cases change the catalogue through `CatalogueWrites`. */
@Global()
@Module({
  providers: [
    {
      provide: ResponseCache,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new ResponseCache(catalogueCachePollMs(config) === null ? { maxEntries: 0, maxBodyBytes: 0 } : undefined),
    },
    CatalogueChangeWatcher,
    CatalogueWrites,
  ],
  exports: [ResponseCache, CatalogueWrites],
})
export class ResponseCacheModule {}
