import type { ExampleTable } from '../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */
export const SUPPLIER_ORDERS_EXAMPLES: ExampleTable = {
  getSupplierOrder: {
    responses: {
      200: {
        success: true,
        part: {
          id: 1,
          number: '2026-000001',
          placed_at: '2026-11-28T00:35:48.544Z',
          wholesaler_name: 'Léman Gastro Distribution SA',
          language: 'fr',
          status: 'partially_confirmed',
          delivery_date: '2026-11-30',
          fee: 0,
          note: 'Livraison par l’entrée de service, avant 10 h.',
          lines: [
            {
              product_id: 22,
              name_fr: 'Fromage à raclette suisse',
              name_de: 'Schweizer Raclettekäse',
              name_it: 'Formaggio da raclette svizzero',
              unit: 'kg',
              quantity: 6,
              unit_price: 17.9,
              vat_rate: 2.6,
              line_net: 107.4,
              reference_price: null,
              confirmed_quantity: 5,
            },
            {
              product_id: 28,
              name_fr: 'Pommes de terre à rösti',
              name_de: 'Kartoffeln für Rösti',
              name_it: 'Patate per rösti',
              unit: 'kg',
              quantity: 25,
              unit_price: 1.25,
              vat_rate: 2.6,
              line_net: 31.25,
              reference_price: null,
              confirmed_quantity: 25,
            },
            {
              product_id: 24,
              name_fr: 'Crème entière 35 %',
              name_de: 'Vollrahm 35 %',
              name_it: 'Panna intera 35 %',
              unit: 'piece',
              quantity: 4,
              unit_price: 7.9,
              vat_rate: 2.6,
              line_net: 31.6,
              reference_price: null,
              confirmed_quantity: 4,
            },
          ],
          totals: {
            net: 170.25,
            fees: 0,
            vat: [
              { rate: 2.6, base: 170.25, amount: 4.43 },
            ],
            gross: 174.68,
          },
          link_expires_at: '2026-12-28T00:35:48.704Z',
        },
        restaurant: { name: 'Brasserie du Lac', address: 'Quai d\'Ouchy 8, 1006 Lausanne', phone: '+41 21 612 45 80' },
        answer: {
          status: 'partially_confirmed',
          delivery_date: '2026-11-30',
          lines: [
            { product_id: 22, quantity: 5 },
            { product_id: 28, quantity: 25 },
            { product_id: 24, quantity: 4 },
          ],
          note: 'Une pièce de moins : arrivage partiel.',
          reason: '',
          answered_at: '2026-11-28T00:35:51.081Z',
        },
      },
    },
  },
  confirmSupplierOrder: {
    request: {
      delivery_date: '2026-11-30',
      lines: [
        { product_id: 22, quantity: 5 },
      ],
      note: 'Une pièce de moins : arrivage partiel.',
    },
    responses: { 200: { success: true, status: 'partially_confirmed' } },
  },
  rejectSupplierOrder: {
    request: { reason: 'Rupture de stock jusqu’à mardi.' },
    responses: { 200: { success: true, status: 'rejected' } },
  },
};
