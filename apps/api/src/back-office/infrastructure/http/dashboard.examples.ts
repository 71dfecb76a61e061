import type { ExampleTable } from '../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */
export const DASHBOARD_EXAMPLES: ExampleTable = {
  adminDashboard: {
    responses: {
      200: {
        success: true,
        counts: { products: 72, categories: 8, subcategories: 24, wholesalers: 3, users: 1, promo_codes: 0, orders_today: 0 },
      },
    },
  },
};
