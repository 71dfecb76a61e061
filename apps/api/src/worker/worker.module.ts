import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { MailModule, type MailModuleOptions } from '../mail/index.js';
import { PurchaseOrderDeliveryModule } from '../orders/index.js';
import { DatabaseModule } from '../platform/database/database.module.js';
import { FilesModule } from '../platform/files/files.module.js';
import { JobsModule } from '../platform/jobs/jobs.module.js';
import { MetricsModule } from '../platform/metrics/metrics.module.js';
import { ChangeStampsModule } from '../platform/redis/change-stamps.js';
import { RedisModule } from '../platform/redis/redis.module.js';
import { WorkerHealth } from './worker-health.js';

/**
 * The worker process (`apps/worker`, `APP_ROLE=worker`): the job consumers and the outbox
 * relay, on the same modules as the API, without HTTP routes (only the health port). A
 * context that adds a job queue registers its consumer in its module and is imported here, as
 * is a context that acts on a mail's delivery (PurchaseOrderDeliveryModule).
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, options: { mail?: MailModuleOptions } = {}): DynamicModule {
    return {
      module: WorkerModule,
      imports: [ConfigModule.forConfig(config), DatabaseModule, RedisModule, ChangeStampsModule, JobsModule, FilesModule, MailModule.register(options.mail), MetricsModule, PurchaseOrderDeliveryModule],
      providers: [WorkerHealth],
    };
  }
}
