import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { APP_FILTER, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { AccountsAdminModule, AccountsModule } from './accounts/index.js';
import { BackOfficeModule } from './back-office/index.js';
import { CartModule } from './cart/index.js';
import { CatalogueAdminModule, CatalogueModule } from './catalogue/index.js';
import { FeedbackModule } from './feedback/index.js';
import { NewsletterModule } from './newsletter/index.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { OrdersAdminModule, OrdersModule } from './orders/index.js';
import { MailModule, type MailModuleOptions } from './mail/index.js';
import { PromoAdminModule } from './promo/index.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { FilesModule } from './platform/files/files.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { AllExceptionsFilter } from './platform/http/all-exceptions.filter.js';
import { validationPipe } from './platform/http/validation.js';
import { JobsModule } from './platform/jobs/jobs.module.js';
import { MetricsModule } from './platform/metrics/metrics.module.js';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module.js';
import { ChangeStampsModule } from './platform/redis/change-stamps.js';
import { RedisModule } from './platform/redis/redis.module.js';
import { ResponseCacheModule } from './platform/response-cache/response-cache.module.js';
import { SessionModule } from './platform/session/session.module.js';
import { TranslationsModule } from './platform/translations/translations.module.js';

export interface AppModuleOptions {
  readonly mail?: MailModuleOptions;
  /** Tests only: modules added to the app (e.g. a controller that fails on purpose). */
  readonly extraModules?: ReadonlyArray<Type>;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forConfig(config),
        DiscoveryModule,
        DatabaseModule,
        RedisModule,
        ChangeStampsModule,
        JobsModule,
        RateLimitModule,
        SessionModule,
        FilesModule,
        ResponseCacheModule,
        MailModule.register(options.mail),
        HealthModule,
        MetricsModule,
        TranslationsModule,
        // The contexts. Their order is the order of the paths in the contract (openapi.yaml):
        // the shop's first, then the staff's (each context's *AdminModule, and the back office).
        CatalogueModule,
        AccountsModule,
        CartModule,
        OrdersModule,
        OrdersAdminModule,
        FeedbackModule,
        NewsletterModule,
        BackOfficeModule,
        CatalogueAdminModule,
        AccountsAdminModule,
        PromoAdminModule,
        ...(options.extraModules ?? []),
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: validationPipe },
      ],
    };
  }
}
