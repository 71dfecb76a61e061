import type { ExampleTable } from '../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */
export const PROFILE_EXAMPLES: ExampleTable = {
  updateProfile: {
    request: {
      id: '2',
      firstName: 'Claire',
      lastName: 'Rochat',
      phone: '+41 21 612 45 81',
      email: 'claire.rochat@brasserie-du-lac.ch',
      restaurantName: 'Brasserie du Lac',
      restaurantAddress: 'Quai d\'Ouchy 8, 1006 Lausanne',
    },
    responses: {
      200: {
        success: true,
        error_code: null,
        message: 'profile_updated',
        user: {
          id: 2,
          email: 'claire.rochat@brasserie-du-lac.ch',
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
  getUser: {
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
  getSubscription: { responses: { 200: { success: true, subscription: { status: 'none', code: null, valid_until: null } } } },
  checkEmailExists: { request: { email: 'cuisine@brasserie-du-lac.ch' }, responses: { 200: { exists: false } } },
  changePassword: {
    request: {
      identifier: 'claire.rochat@brasserie-du-lac.ch',
      oldPassword: 'Perchettes#21',
      newPassword: 'Filets#Perche22',
    },
    responses: { 200: { success: true, error_code: null, message: 'password_updated' } },
  },
  submitPromoCode: {
    request: { userId: 2, promoCode: 'lac-2027' },
    responses: {
      200: {
        success: true,
        error_code: null,
        user: {
          id: 2,
          email: 'claire.rochat@brasserie-du-lac.ch',
          firstName: 'Claire',
          lastName: 'Rochat',
          phone: '+41 21 612 45 80',
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
