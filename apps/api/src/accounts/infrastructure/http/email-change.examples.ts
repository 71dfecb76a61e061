import type { ExampleTable } from '../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */
export const EMAIL_CHANGE_EXAMPLES: ExampleTable = {
  requestEmailChange: {
    request: { user_id: 2, new_email: 'direction@brasserie-du-lac.ch', lang: 'fr' },
    responses: { 200: { success: true, message: 'email_change_code_sent' } },
  },
  verifyOldEmailCode: {
    request: { user_id: 2, code: '935894', lang: 'fr' },
    responses: { 200: { success: true, error_code: null, message: 'old_email_confirmed_code_sent' } },
  },
  verifyNewEmailCode: {
    request: { user_id: 2, code: '286924', lang: 'fr' },
    responses: {
      200: {
        success: true,
        error_code: null,
        message: 'email_updated',
        user: {
          id: 2,
          email: 'direction@brasserie-du-lac.ch',
          firstName: 'Claire',
          lastName: 'Rochat',
          phone: '+41 21 612 45 81',
          restaurantName: 'Brasserie du Lac',
          restaurantAddress: 'Quai d\'Ouchy 8, 1006 Lausanne',
          promoCode: 'LAC-2027',
          is_full_account: 1,
          avatar: null,
        },
      },
    },
  },
};
