import type { ExampleTable } from '../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */
export const NEWSLETTER_EXAMPLES: ExampleTable = {
  saveSubscription: {
    request: { email: 'info@restaurant-sonne.ch', lang: 'de', privacy_accepted: true },
    responses: { 200: { success: true, message: 'subscription_saved' } },
  },
  getNewsletterSubscription: { responses: { 200: { success: true, email: 'i***@restaurant-sonne.ch' } } },
  unsubscribeNewsletter: {
    request: { token: 'Xq3vT8kP2mN7rB5wY1zC4dF9gH6jL0sA2eU8iO3pK5x' },
    responses: { 200: { success: true, message: 'unsubscribed' } },
  },
};
