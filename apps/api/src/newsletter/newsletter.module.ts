import { Module } from '@nestjs/common';
import { NewsletterSubscriptions } from './application/newsletter-subscriptions.js';
import { SubscriptionRepository } from './application/subscription.repository.js';
import { NewsletterController } from './infrastructure/http/newsletter.controller.js';
import { TypeOrmSubscriptionRepository } from './infrastructure/typeorm-subscription.repository.js';

/** The footer's newsletter list: consent time, language and an unsubscribe token per address. */
@Module({
  controllers: [NewsletterController],
  providers: [NewsletterSubscriptions, { provide: SubscriptionRepository, useClass: TypeOrmSubscriptionRepository }],
})
export class NewsletterModule {}
