import type { Subscription } from '../domain/subscription.js';

export abstract class SubscriptionRepository {
  /** Adds the subscription; false when the address is already subscribed. */
  abstract add(subscription: Subscription): Promise<boolean>;
  abstract findByToken(token: string): Promise<Subscription | null>;
  /** Removes the subscription; false when no subscription has this token. */
  abstract removeByToken(token: string): Promise<boolean>;
}
