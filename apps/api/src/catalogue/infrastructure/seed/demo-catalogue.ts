import { LANGUAGES, chfToRappen, type Language, type ProductUnit } from '@mercato/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT } from '../../../platform/paths.js';

type Texts = Record<Language, string>;

export interface DemoOffer { wholesaler: string; price: number; stock: number; active?: boolean }
export interface DemoProduct {
  slug: string;
  name: Texts;
  short_description: Texts;
  description: Texts;
  /** How one unit is packed ("carton de 6 x 75 cl"); left out where the unit says it all. */
  pack_description?: Texts;
  /** Its illustration under `images/` (one per kind of product, drawn for the demo). */
  image?: string;
  unit: ProductUnit;
  vat_rate: number;
  offers: DemoOffer[];
}
export interface DemoSubcategory { slug: string; name: Texts; products: DemoProduct[] }
export interface DemoCategory { slug: string; image: string; name: Texts; description: Texts; subcategories: DemoSubcategory[] }
export interface DemoWholesaler {
  key: string;
  name: string;
  order_email: string;
  language: Language;
  /** Terms in the admin API's shape (CHF); left out = the defaults of a new wholesaler. */
  min_order_value?: number;
  delivery_fee?: number | null;
  delivery_days?: number[];
  cutoff?: string;
  lead_days?: number;
  postcodes?: string;
}
export interface DemoCatalogue { wholesalers: DemoWholesaler[]; categories: DemoCategory[] }

export const DEMO_CATALOGUE_DIR = join(API_ROOT, 'assets', 'demo-catalogue');

export function loadDemoCatalogue(dir = DEMO_CATALOGUE_DIR): DemoCatalogue {
  const catalogue = JSON.parse(readFileSync(join(dir, 'catalogue.json'), 'utf8')) as DemoCatalogue;
  for (const category of catalogue.categories) {
    for (const lang of LANGUAGES) {
      if (!category.name[lang]) throw new Error(`Demo category ${category.slug} lacks its ${lang} name`);
    }
  }
  return catalogue;
}

export const vatBasisPoints = (rate: number): number => Math.round(rate * 100);
export const priceRappen = (price: number): number => chfToRappen(price);
