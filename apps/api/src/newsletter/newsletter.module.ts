import { Module } from '@nestjs/common';
import { NewsletterSubscriptions } from './application/newsletter-subscriptions.service.js';
import { SubscriptionRepository } from './application/subscription-repository.port.js';
import { NewsletterController } from './infrastructure/http/newsletter.controller.js';
import { SqlSubscriptionRepository } from './infrastructure/sql.subscription-repository.js';

/** The footer's newsletter list: consent time, language and an unsubscribe token per address. */
@Module({
  controllers: [NewsletterController],
  providers: [NewsletterSubscriptions, { provide: SubscriptionRepository, useClass: SqlSubscriptionRepository }],
})
export class NewsletterModule {}
