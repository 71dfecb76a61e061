import type { ExampleTable } from '../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */

/** A product as its page shows it, by slug or by id. */
const PRODUCT_PAGE = {
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
  category_name_fr: 'Viande',
  category_name_de: 'Fleisch',
  category_name_it: 'Carne',
  description_fr: 'Filet de bœuf suisse paré et prêt à portionner, d\'une tendreté exceptionnelle. Parfait pour tournedos, chateaubriand ou bœuf Wellington.',
  description_de: 'Pariertes Schweizer Rindsfilet, bereit zum Portionieren und aussergewöhnlich zart. Perfekt für Tournedos, Chateaubriand oder Filet Wellington.',
  description_it: 'Filetto di manzo svizzero rifilato e pronto da porzionare, di eccezionale tenerezza. Perfetto per tournedos, chateaubriand o filetto alla Wellington.',
  highest_price: 89.5,
};

export const CATALOGUE_EXAMPLES: ExampleTable = {
  getAllCategories: {
    responses: {
      200: {
        success: true,
        categories: [
          {
            id: 1,
            slug: 'viande',
            name_fr: 'Viande',
            name_de: 'Fleisch',
            name_it: 'Carne',
            description_fr: 'Viandes suisses fraîches, découpées pour la restauration : bœuf, veau, porc et spécialités séchées des Grisons. Livrées sous vide et prêtes à travailler.',
            description_de: 'Frisches Schweizer Fleisch, gastronomiegerecht zugeschnitten: Rind, Kalb, Schwein und Trockenfleisch-Spezialitäten aus Graubünden. Vakuumverpackt und küchenfertig geliefert.',
            description_it: 'Carne svizzera fresca, porzionata per la ristorazione: manzo, vitello, maiale e specialità essiccate dei Grigioni. Consegnata sottovuoto e pronta da lavorare.',
            image_url: '/media/catalogue/viande.svg',
          },
          {
            id: 2,
            slug: 'poissons-fruits-de-mer',
            name_fr: 'Poissons et fruits de mer',
            name_de: 'Fisch und Meeresfrüchte',
            name_it: 'Pesce e frutti di mare',
            description_fr: 'Poissons du lac et de mer, frais ou fumés, ainsi que des fruits de mer prêts à cuisiner. Arrivages réguliers sous chaîne du froid contrôlée.',
            description_de: 'Fisch aus Schweizer Seen und aus dem Meer, frisch oder geräuchert, dazu küchenfertige Meeresfrüchte. Regelmässige Lieferungen mit lückenloser Kühlkette.',
            description_it: 'Pesce di lago e di mare, fresco o affumicato, e frutti di mare pronti da cucinare. Arrivi regolari con catena del freddo controllata.',
            image_url: '/media/catalogue/poissons-fruits-de-mer.svg',
          },
        ],
      },
    },
  },
  getCategory: {
    responses: {
      200: {
        success: true,
        category: {
          id: 1,
          slug: 'viande',
          name_fr: 'Viande',
          name_de: 'Fleisch',
          name_it: 'Carne',
          description_fr: 'Viandes suisses fraîches, découpées pour la restauration : bœuf, veau, porc et spécialités séchées des Grisons. Livrées sous vide et prêtes à travailler.',
          description_de: 'Frisches Schweizer Fleisch, gastronomiegerecht zugeschnitten: Rind, Kalb, Schwein und Trockenfleisch-Spezialitäten aus Graubünden. Vakuumverpackt und küchenfertig geliefert.',
          description_it: 'Carne svizzera fresca, porzionata per la ristorazione: manzo, vitello, maiale e specialità essiccate dei Grigioni. Consegnata sottovuoto e pronta da lavorare.',
          image_url: '/media/catalogue/viande.svg',
          subcategories: [
            { id: 1, slug: 'boeuf', name_fr: 'Bœuf', name_de: 'Rind', name_it: 'Manzo' },
            {
              id: 2,
              slug: 'veau-porc',
              name_fr: 'Veau et porc',
              name_de: 'Kalb und Schwein',
              name_it: 'Vitello e maiale',
            },
            {
              id: 3,
              slug: 'charcuterie',
              name_fr: 'Charcuterie',
              name_de: 'Wurstwaren und Trockenfleisch',
              name_it: 'Salumi',
            },
          ],
        },
      },
    },
  },
  listProducts: {
    responses: {
      200: {
        success: true,
        items: [
          {
            id: 3,
            slug: 'boeuf-hache-suisse',
            category_slug: 'viande',
            subcategory_slug: 'boeuf',
            name_fr: 'Bœuf haché suisse',
            name_de: 'Schweizer Rindshackfleisch',
            name_it: 'Carne macinata di manzo svizzera',
            short_description_fr: 'Haché frais, 15 % de matière grasse, barquettes de 2 × 1 kg',
            short_description_de: 'Frisch gehackt, 15 % Fett, Schalen à 2 × 1 kg',
            short_description_it: 'Macinata fresca, 15 % di grassi, vaschette da 2 × 1 kg',
            pack_description_fr: '',
            pack_description_de: '',
            pack_description_it: '',
            image_url: '/media/catalogue/products/boeuf.svg',
            unit: 'kg',
            vat_rate: 2.6,
            price: 18.9,
            stock: 35,
            available: true,
            offer_count: 3,
          },
          {
            id: 1,
            slug: 'entrecote-de-boeuf-suisse',
            category_slug: 'viande',
            subcategory_slug: 'boeuf',
            name_fr: 'Entrecôte de bœuf suisse',
            name_de: 'Schweizer Rindsentrecôte',
            name_it: 'Entrecôte di manzo svizzero',
            short_description_fr: 'Pièce entière rassise 3 semaines, env. 4 kg, sous vide',
            short_description_de: 'Ganzes Stück, 3 Wochen gereift, ca. 4 kg, vakuumverpackt',
            short_description_it: 'Pezzo intero frollato 3 settimane, ca. 4 kg, sottovuoto',
            pack_description_fr: '',
            pack_description_de: '',
            pack_description_it: '',
            image_url: '/media/catalogue/products/boeuf.svg',
            unit: 'kg',
            vat_rate: 2.6,
            price: 54.9,
            stock: 40,
            available: true,
            offer_count: 2,
          },
        ],
        page: 1,
        limit: 2,
        total: 9,
        pages: 5,
      },
    },
  },
  getProductBySlug: {
    responses: {
      200: {
        success: true,
        product: PRODUCT_PAGE,
      },
    },
  },
  getProduct: {
    responses: {
      200: {
        success: true,
        product: PRODUCT_PAGE,
      },
    },
  },
};
