import type { ExampleTable } from '../../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */
export const ADMIN_CATEGORIES_EXAMPLES: ExampleTable = {
  adminListCategories: {
    responses: {
      200: {
        success: true,
        page: 1,
        limit: 2,
        total: 8,
        pages: 4,
        items: [
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
            subcategory_count: 3,
            product_count: 9,
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
            subcategory_count: 3,
            product_count: 9,
          },
        ],
      },
    },
  },
  adminCreateCategory: {
    request: {
      slug: 'vins-suisses',
      name_fr: 'Vins suisses',
      name_de: 'Schweizer Weine',
      name_it: 'Vini svizzeri',
      description_fr: 'Chasselas, pinot noir et merlot des vignobles suisses.',
      description_de: 'Chasselas, Pinot noir und Merlot aus Schweizer Rebbergen.',
      description_it: 'Chasselas, pinot nero e merlot dei vigneti svizzeri.',
    },
    responses: {
      201: {
        success: true,
        category: {
          id: 9,
          slug: 'vins-suisses',
          name_fr: 'Vins suisses',
          name_de: 'Schweizer Weine',
          name_it: 'Vini svizzeri',
          description_fr: 'Chasselas, pinot noir et merlot des vignobles suisses.',
          description_de: 'Chasselas, Pinot noir und Merlot aus Schweizer Rebbergen.',
          description_it: 'Chasselas, pinot nero e merlot dei vigneti svizzeri.',
          image_url: null,
          subcategory_count: 0,
          product_count: 0,
        },
      },
    },
  },
  adminGetCategory: {
    responses: {
      200: {
        success: true,
        category: {
          id: 9,
          slug: 'vins-suisses',
          name_fr: 'Vins suisses',
          name_de: 'Schweizer Weine',
          name_it: 'Vini svizzeri',
          description_fr: 'Chasselas, pinot noir et merlot des vignobles suisses.',
          description_de: 'Chasselas, Pinot noir und Merlot aus Schweizer Rebbergen.',
          description_it: 'Chasselas, pinot nero e merlot dei vigneti svizzeri.',
          image_url: null,
          subcategory_count: 0,
          product_count: 0,
        },
      },
    },
  },
  adminUpdateCategory: {
    request: {
      slug: 'vins-suisses',
      name_fr: 'Vins suisses',
      name_de: 'Schweizer Weine',
      name_it: 'Vini svizzeri',
      description_fr: 'Chasselas, pinot noir et merlot des vignobles de Lavaux, du Valais et du Tessin.',
      description_de: 'Chasselas, Pinot noir und Merlot aus dem Lavaux, dem Wallis und dem Tessin.',
      description_it: 'Chasselas, pinot nero e merlot del Lavaux, del Vallese e del Ticino.',
    },
    responses: {
      200: {
        success: true,
        category: {
          id: 9,
          slug: 'vins-suisses',
          name_fr: 'Vins suisses',
          name_de: 'Schweizer Weine',
          name_it: 'Vini svizzeri',
          description_fr: 'Chasselas, pinot noir et merlot des vignobles de Lavaux, du Valais et du Tessin.',
          description_de: 'Chasselas, Pinot noir und Merlot aus dem Lavaux, dem Wallis und dem Tessin.',
          description_it: 'Chasselas, pinot nero e merlot del Lavaux, del Vallese e del Ticino.',
          image_url: null,
          subcategory_count: 0,
          product_count: 0,
        },
      },
    },
  },
  adminDeleteCategory: { responses: { 200: { success: true } } },
  adminSetCategoryImage: {
    request: { image: 'vins-suisses.jpg' },
    responses: {
      200: {
        success: true,
        category: {
          id: 9,
          slug: 'vins-suisses',
          name_fr: 'Vins suisses',
          name_de: 'Schweizer Weine',
          name_it: 'Vini svizzeri',
          description_fr: 'Chasselas, pinot noir et merlot des vignobles de Lavaux, du Valais et du Tessin.',
          description_de: 'Chasselas, Pinot noir und Merlot aus dem Lavaux, dem Wallis und dem Tessin.',
          description_it: 'Chasselas, pinot nero e merlot del Lavaux, del Vallese e del Ticino.',
          image_url: '/media/catalogue/category-9-20b0e148e3af.webp',
          subcategory_count: 0,
          product_count: 0,
        },
      },
    },
  },
  adminListSubcategories: {
    responses: {
      200: {
        success: true,
        page: 1,
        limit: 20,
        total: 1,
        pages: 1,
        items: [
          {
            id: 25,
            category_id: 9,
            category_name: 'Vins suisses',
            slug: 'vins-blancs',
            name_fr: 'Vins blancs',
            name_de: 'Weissweine',
            name_it: 'Vini bianchi',
            product_count: 0,
          },
        ],
      },
    },
  },
  adminCreateSubcategory: {
    request: {
      category_id: 9,
      slug: 'vins-blancs',
      name_fr: 'Vins blancs',
      name_de: 'Weissweine',
      name_it: 'Vini bianchi',
    },
    responses: {
      201: {
        success: true,
        subcategory: {
          id: 25,
          category_id: 9,
          category_name: 'Vins suisses',
          slug: 'vins-blancs',
          name_fr: 'Vins blancs',
          name_de: 'Weissweine',
          name_it: 'Vini bianchi',
          product_count: 0,
        },
      },
    },
  },
  adminGetSubcategory: {
    responses: {
      200: {
        success: true,
        subcategory: {
          id: 25,
          category_id: 9,
          category_name: 'Vins suisses',
          slug: 'vins-blancs',
          name_fr: 'Vins blancs',
          name_de: 'Weissweine',
          name_it: 'Vini bianchi',
          product_count: 0,
        },
      },
    },
  },
  adminUpdateSubcategory: {
    request: {
      category_id: 9,
      slug: 'vins-blancs',
      name_fr: 'Vins blancs',
      name_de: 'Weissweine',
      name_it: 'Vini bianchi',
    },
    responses: {
      200: {
        success: true,
        subcategory: {
          id: 25,
          category_id: 9,
          category_name: 'Vins suisses',
          slug: 'vins-blancs',
          name_fr: 'Vins blancs',
          name_de: 'Weissweine',
          name_it: 'Vini bianchi',
          product_count: 0,
        },
      },
    },
  },
  adminDeleteSubcategory: { responses: { 200: { success: true } } },
};
