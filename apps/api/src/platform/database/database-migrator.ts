import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Arbitrary key of the advisory lock that keeps two starting instances from migrating at once. */
const MIGRATION_LOCK_KEY = 7_316_402;

/** Applies pending migrations at start-up, one instance at a time. */
@Injectable()
export class DatabaseMigrator implements OnModuleInit {
  private readonly logger = new Logger('Migrations');

  constructor(private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const applied = await this.dataSource.runMigrations({ transaction: 'all' });
      if (applied.length) this.logger.log(`Applied ${applied.map((m) => m.name).join(', ')}`);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      await runner.release();
    }
  }

  /** True when every migration of this build has been applied (readiness). */
  async upToDate(): Promise<boolean> {
    return !(await this.dataSource.showMigrations());
  }
}
