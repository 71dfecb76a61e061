import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { isUnsubscribeToken, maskEmail, subscribe, type SubscriptionInput } from '../domain/subscription.js';
import { SubscriptionRepository } from './subscription-repository.port.js';

export const SUBSCRIPTIONS_PER_ADDRESS = { limit: 10, windowMs: 60 * 60_000 };
export const UNSUBSCRIBES_PER_ADDRESS = { limit: 30, windowMs: 60 * 60_000 };

/** The newsletter list: subscribe from the footer form, leave through the link of every mail. */
@Injectable()
export class NewsletterSubscriptions {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly subscriptions: SubscriptionRepository,
    private readonly limiter: RateLimiter,
  ) {}

  /** `save-subscription.php`: invalid_email, duplicate_email (case and spaces ignored), or saved. */
  async subscribe(input: SubscriptionInput, clientAddress: string): Promise<void> {
    // Counted first: refused submissions spend the address's budget too.
    await this.limiter.consume(`newsletter:${clientAddress}`, SUBSCRIPTIONS_PER_ADDRESS);
    const subscription = subscribe(input, new Date(), randomBytes(32).toString('base64url'));
    const added = await this.uow.run(() => this.subscriptions.add(subscription));
    if (!added) throw new DomainError('duplicate_email');
  }

  /** Which (masked) address a link would unsubscribe, before the visitor confirms. */
  async preview(token: unknown, clientAddress: string): Promise<{ email: string }> {
    await this.limiter.consume(`unsubscribe:${clientAddress}`, UNSUBSCRIBES_PER_ADDRESS);
    const subscription = isUnsubscribeToken(token) ? await this.subscriptions.findByToken(token) : null;
    if (!subscription) throw new DomainError('subscription_not_found');
    return { email: maskEmail(subscription.email) };
  }

  /** Deletes the subscription: nothing of it is kept once the visitor leaves. */
  async unsubscribe(token: unknown, clientAddress: string): Promise<void> {
    await this.limiter.consume(`unsubscribe:${clientAddress}`, UNSUBSCRIBES_PER_ADDRESS);
    const removed = isUnsubscribeToken(token) && (await this.uow.run(() => this.subscriptions.removeByToken(token)));
    if (!removed) throw new DomainError('subscription_not_found');
  }
}
