import { Global, Inject, Injectable, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { SecretSealer } from '../platform/crypto/secret-sealer.js';
import { JobQueue } from '../platform/jobs/job-queue.port.js';
import { DeliverOutboxMail } from './application/deliver-outbox-mail/deliver-outbox-mail.command.js';
import { MailDeliveryHooks } from './application/mail-delivery-hooks.js';
import { MailOutbox } from './application/mail-outbox.service.js';
import { Mailer } from './application/mailer.port.js';
import { MAIL_QUEUE, OutboxRelay, OutboxRelayOptions, type DeliverMailJob } from './application/outbox-relay.service.js';
import { OutboxRepository } from './application/outbox-repository.port.js';
import { ManageMails } from './application/admin/manage-mails.service.js';
import { AdminMailsController } from './infrastructure/http/admin/admin-mails.controller.js';
import { DevOutboxController } from './infrastructure/http/dev-outbox.controller.js';
import { DevOutboxMailer } from './infrastructure/dev-outbox.mailer.js';
import { SmtpMailer } from './infrastructure/smtp.mailer.js';
import { SqlOutboxMetrics } from './infrastructure/sql.outbox-metrics.js';
import { SqlOutboxRepository } from './infrastructure/sql.outbox-repository.js';

/** Registers the mail job's handler with the queue. */
@Injectable()
class MailWorker implements OnModuleInit {
  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    private readonly deliver: DeliverOutboxMail,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    // An API process started with APP_ROLE=api leaves the mails to the worker processes.
    if (!runsJobs(this.config)) return;
    this.queue.process<DeliverMailJob>(MAIL_QUEUE, (job, context) => this.deliver.handle(job, context));
  }
}

/** Whether this process consumes jobs and sweeps the outbox (APP_ROLE all or worker). */
export function runsJobs(config: AppConfig): boolean {
  return (config.role ?? 'all') !== 'api';
}

export interface MailModuleOptions {
  readonly relay?: Partial<OutboxRelayOptions>;
}

@Global()
@Module({})
export class MailModule {
  static register(options: MailModuleOptions = {}): DynamicModule {
    return {
      module: MailModule,
      controllers: [DevOutboxController, AdminMailsController],
      providers: [
        {
          provide: Mailer,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) =>
            config.smtpUrl
              ? new SmtpMailer(config.smtpUrl, config.mailFrom)
              : new DevOutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom),
        },
        {
          provide: SecretSealer,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => new SecretSealer(config.sessionSecret),
        },
        {
          provide: OutboxRelayOptions,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) =>
            Object.assign(
              new OutboxRelayOptions(),
              { sweep: runsJobs(config), ...(config.mailLeaseMs ? { leaseMs: config.mailLeaseMs } : {}) },
              options.relay,
            ),
        },
        { provide: OutboxRepository, useClass: SqlOutboxRepository },
        MailOutbox,
        MailDeliveryHooks,
        OutboxRelay,
        DeliverOutboxMail,
        MailWorker,
        SqlOutboxMetrics,
        ManageMails,
      ],
      exports: [MailOutbox, MailDeliveryHooks],
    };
  }
}
