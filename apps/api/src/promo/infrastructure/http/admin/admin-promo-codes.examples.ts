import type { ExampleTable } from '../../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */
export const ADMIN_PROMO_CODES_EXAMPLES: ExampleTable = {
  adminListPromoCodes: {
    responses: {
      200: {
        success: true,
        page: 1,
        limit: 20,
        total: 1,
        pages: 1,
        items: [
          {
            id: 1,
            code: 'LAC-2027',
            note: 'Brasserie du Lac, abonnement annuel',
            max_uses: 1,
            uses: 1,
            valid_until: '2027-12-31T00:00:00.000Z',
            active: true,
            created_at: '2026-11-28T00:35:42.877Z',
            redeemed_by: [
              { user_id: 2, email: 'direction@brasserie-du-lac.ch', restaurant_name: 'Brasserie du Lac' },
            ],
          },
        ],
      },
    },
  },
  adminCreatePromoCode: {
    request: {
      code: 'LAC-2027',
      note: 'Brasserie du Lac, abonnement annuel',
      max_uses: 1,
      valid_until: '2027-12-31',
      active: true,
    },
    responses: {
      201: {
        success: true,
        promo_code: {
          id: 1,
          code: 'LAC-2027',
          note: 'Brasserie du Lac, abonnement annuel',
          max_uses: 1,
          uses: 0,
          valid_until: '2027-12-31T00:00:00.000Z',
          active: true,
          created_at: '2026-11-28T00:35:42.877Z',
          redeemed_by: [],
        },
      },
    },
  },
  adminGetPromoCode: {
    responses: {
      200: {
        success: true,
        promo_code: {
          id: 1,
          code: 'LAC-2027',
          note: 'Brasserie du Lac, abonnement annuel',
          max_uses: 1,
          uses: 1,
          valid_until: '2027-12-31T00:00:00.000Z',
          active: true,
          created_at: '2026-11-28T00:35:42.877Z',
          redeemed_by: [
            { user_id: 2, email: 'direction@brasserie-du-lac.ch', restaurant_name: 'Brasserie du Lac' },
          ],
        },
      },
    },
  },
  adminUpdatePromoCode: {
    request: {
      code: 'LAC-2027',
      note: 'Brasserie du Lac, abonnement annuel',
      max_uses: 2,
      valid_until: '2027-12-31',
      active: true,
    },
    responses: {
      200: {
        success: true,
        promo_code: {
          id: 1,
          code: 'LAC-2027',
          note: 'Brasserie du Lac, abonnement annuel',
          max_uses: 2,
          uses: 1,
          valid_until: '2027-12-31T00:00:00.000Z',
          active: true,
          created_at: '2026-11-28T00:35:42.877Z',
          redeemed_by: [
            { user_id: 2, email: 'direction@brasserie-du-lac.ch', restaurant_name: 'Brasserie du Lac' },
          ],
        },
      },
    },
  },
  adminDeletePromoCode: { responses: { 200: { success: true, outcome: 'deleted' } } },
};
