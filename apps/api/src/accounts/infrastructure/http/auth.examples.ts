import type { ExampleTable } from '../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */
export const AUTH_EXAMPLES: ExampleTable = {
  register: {
    request: {
      firstName: 'Claire',
      lastName: 'Rochat',
      phone: '+41 21 612 45 80',
      email: 'claire.rochat@brasserie-du-lac.ch',
      restaurantName: 'Brasserie du Lac',
      restaurantAddress: 'Quai d\'Ouchy 8, 1006 Lausanne',
      password: 'Perchettes#21',
      confirm: 'Perchettes#21',
      privacy_accepted: true,
      lang: 'fr',
    },
    responses: { 200: { success: true, error_code: null, message: 'check_email_for_code' } },
  },
  login: {
    request: { email: 'claire.rochat@brasserie-du-lac.ch', password: 'Perchettes#21' },
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
        error_code: null,
      },
    },
  },
  logout: { responses: { 200: { success: true } } },
  checkUserExists: { request: { email: 'claire.rochat@brasserie-du-lac.ch' }, responses: { 200: { exists: true } } },
};
