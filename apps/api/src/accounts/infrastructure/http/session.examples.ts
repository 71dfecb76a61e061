import type { ExampleTable } from '../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */
export const SESSION_EXAMPLES: ExampleTable = {
  getSession: {
    responses: {
      200: {
        success: true,
        user: {
          id: 2,
          email: 'claire.rochat@brasserie-du-lac.ch',
          firstName: 'Claire',
          lastName: 'Rochat',
          phone: '+41 21 612 45 80',
          restaurantName: 'Brasserie du Lac',
          restaurantAddress: 'Quai d\'Ouchy 8, 1006 Lausanne',
          promoCode: null,
          is_full_account: 1,
          avatar: null,
        },
      },
    },
  },
};
