import type { ExampleTable } from '../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */
export const FAVOURITES_EXAMPLES: ExampleTable = {
  listFavourites: {
    responses: {
      200: {
        success: true,
        items: [
          {
            id: 2,
            slug: 'filet-de-boeuf-suisse',
            category_slug: 'viande',
            subcategory_slug: 'boeuf',
            name_fr: 'Filet de bœuf suisse',
            name_de: 'Schweizer Rindsfilet',
            name_it: 'Filetto di manzo svizzero',
            short_description_fr: 'Filet entier paré, sans chaînette, env. 2,5 kg, sous vide',
            short_description_de: 'Ganzes Filet, pariert und ohne Kette, ca. 2,5 kg, vakuumverpackt',
            short_description_it: 'Filetto intero rifilato, senza catenella, ca. 2,5 kg, sottovuoto',
            pack_description_fr: '',
            pack_description_de: '',
            pack_description_it: '',
            image_url: '/media/catalogue/products/boeuf.svg',
            unit: 'kg',
            vat_rate: 2.6,
            price: 86.9,
            stock: 14,
            available: true,
            offer_count: 2,
          },
        ],
      },
    },
  },
  addFavourite: { responses: { 200: { success: true } } },
  removeFavourite: { responses: { 200: { success: true } } },
};
