import {
  chfToRappen,
  cutoffMinutes,
  DEFAULT_CUTOFF,
  DEFAULT_DELIVERY_DAYS,
  DEFAULT_LEAD_DAYS,
  deliveryDays,
  formatPostcodes,
  isLanguage,
  isSlug,
  isValidPriceChf,
  MAX_LEAD_DAYS,
  parsePostcodes,
  POSTCODES_MAX_LENGTH,
  stockProblem,
  VAT_RATES,
  type Language,
  type ProductUnit,
} from '@mercato/contracts';
import { isEmailAddress } from '../../shared/domain/email-address.js';
import { FormErrors } from '../../shared/domain/form-errors.js';
import type { LocalizedText } from './localized-text.js';

/**
 * What the admin forms submit, checked field by field (every problem at once, as
 * `field_errors`). Field names are those of the API payloads.
 */
type Input = Readonly<Record<string, unknown>>;

export const SLUG_MAX = 120;
export const NAME_MAX = 200;
export const SHORT_DESCRIPTION_MAX = 300;
export const DESCRIPTION_MAX = 5000;
export const ORDER_EMAIL_MAX = 254;
/** A pack description is a label beside the price ("carton de 6 x 75 cl"), not a text. */
export const PACK_DESCRIPTION_MAX = 80;

function slugOf(errors: FormErrors, input: Input): string {
  const slug = errors.text('slug', input['slug'], SLUG_MAX);
  if (slug && !isSlug(slug)) errors.add('slug', 'invalid_slug');
  return slug;
}

function texts(errors: FormErrors, input: Input, key: string, max: number, required: boolean): LocalizedText {
  return {
    fr: errors.text(`${key}_fr`, input[`${key}_fr`], max, { required }),
    de: errors.text(`${key}_de`, input[`${key}_de`], max, { required }),
    it: errors.text(`${key}_it`, input[`${key}_it`], max, { required }),
  };
}

function positiveId(errors: FormErrors, field: string, value: unknown): number {
  if (value === undefined || value === null || value === '') errors.add(field, 'field_required');
  else if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) errors.add(field, 'invalid_data');
  return typeof value === 'number' ? value : 0;
}

function flag(errors: FormErrors, field: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') errors.add(field, 'invalid_data');
  return value === true;
}

export interface CategoryDraft {
  readonly slug: string;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
}

export function categoryDraft(input: Input): CategoryDraft {
  const errors = new FormErrors();
  const draft = {
    slug: slugOf(errors, input),
    name: texts(errors, input, 'name', NAME_MAX, true),
    description: texts(errors, input, 'description', DESCRIPTION_MAX, false),
  };
  errors.throwIfAny();
  return draft;
}

export interface SubcategoryDraft {
  readonly categoryId: number;
  readonly slug: string;
  readonly name: LocalizedText;
}

export function subcategoryDraft(input: Input): SubcategoryDraft {
  const errors = new FormErrors();
  const draft = {
    categoryId: positiveId(errors, 'category_id', input['category_id']),
    slug: slugOf(errors, input),
    name: texts(errors, input, 'name', NAME_MAX, true),
  };
  errors.throwIfAny();
  return draft;
}

export interface ProductDraft {
  readonly subcategoryId: number;
  readonly slug: string;
  readonly name: LocalizedText;
  readonly shortDescription: LocalizedText;
  readonly description: LocalizedText;
  readonly packDescription: LocalizedText;
  readonly unit: ProductUnit;
  readonly vatRateBasisPoints: number;
  readonly active: boolean;
}

export function productDraft(input: Input): ProductDraft {
  const errors = new FormErrors();
  const unit = input['unit'];
  if (unit === undefined || unit === null || unit === '') errors.add('unit', 'field_required');
  else if (unit !== 'kg' && unit !== 'piece') errors.add('unit', 'invalid_unit');
  const vat = input['vat_rate'];
  if (vat === undefined || vat === null || vat === '') errors.add('vat_rate', 'field_required');
  else if (!(VAT_RATES as readonly unknown[]).includes(vat)) errors.add('vat_rate', 'invalid_vat_rate');
  const draft = {
    subcategoryId: positiveId(errors, 'subcategory_id', input['subcategory_id']),
    slug: slugOf(errors, input),
    name: texts(errors, input, 'name', NAME_MAX, true),
    shortDescription: texts(errors, input, 'short_description', SHORT_DESCRIPTION_MAX, false),
    description: texts(errors, input, 'description', DESCRIPTION_MAX, false),
    packDescription: texts(errors, input, 'pack_description', PACK_DESCRIPTION_MAX, false),
    unit: unit as ProductUnit,
    vatRateBasisPoints: typeof vat === 'number' ? Math.round(vat * 100) : 0,
    active: flag(errors, 'active', input['active'], true),
  };
  errors.throwIfAny();
  return draft;
}

export interface OfferDraft {
  readonly priceRappen: number;
  readonly stock: number;
  readonly active: boolean;
}

/** One wholesaler's offer for a product of `unit`: a price in CHF > 0 with two decimals, a stock >= 0. */
export function offerDraft(input: Input, unit: ProductUnit): OfferDraft {
  const errors = new FormErrors();
  const price = input['price'];
  const stock = input['stock'];
  if (price === undefined || price === null || price === '') errors.add('price', 'field_required');
  else if (typeof price !== 'number' || !isValidPriceChf(price)) errors.add('price', 'invalid_price');
  if (stock === undefined || stock === null || stock === '') errors.add('stock', 'field_required');
  else if (typeof stock !== 'number') errors.add('stock', 'invalid_stock');
  else {
    const problem = stockProblem(stock, unit);
    if (problem) errors.add('stock', problem);
  }
  const active = flag(errors, 'active', input['active'], true);
  errors.throwIfAny();
  return { priceRappen: chfToRappen(price as number), stock: stock as number, active };
}

export interface WholesalerTerms {
  /** 0 = no minimum. */
  readonly minOrderRappen: number;
  /** Added to a part below the minimum; null = such a part is not allowed. */
  readonly deliveryFeeRappen: number | null;
  /** ISO weekdays, 1 = Monday. */
  readonly deliveryDays: readonly number[];
  /** `HH:MM`, Swiss time. */
  readonly cutoff: string;
  readonly leadDays: number;
  /** Canonical ranges, `1000-1299, 1400`; '' = everywhere. */
  readonly postcodes: string;
}

export interface WholesalerDraft extends WholesalerTerms {
  readonly name: string;
  readonly orderEmail: string;
  readonly language: Language;
  readonly active: boolean;
}

/** A CHF amount of 0 or more with at most two decimals, in rappen; `fallback` when left out. */
function amount<T extends number | null>(errors: FormErrors, field: string, value: unknown, fallback: T): number | T {
  if (value === undefined || value === '') return fallback;
  if (value === null) return null as T;
  if (typeof value !== 'number' || !(value === 0 || isValidPriceChf(value))) {
    errors.add(field, 'invalid_amount');
    return fallback;
  }
  return chfToRappen(value);
}

/**
 * The wholesaler's form: name, order e-mail, language, active, and its terms (DESIGN.md "The
 * order loop"). Terms left out keep the defaults of a new wholesaler: no minimum, no fee,
 * Monday to Friday, cut-off 16:00, one day's lead, everywhere.
 */
export function wholesalerDraft(input: Input): WholesalerDraft {
  const errors = new FormErrors();
  const name = errors.text('name', input['name'], NAME_MAX);
  const orderEmail = errors.text('order_email', input['order_email'], ORDER_EMAIL_MAX).toLowerCase();
  if (orderEmail && !isEmailAddress(orderEmail)) errors.add('order_email', 'invalid_email');
  const language = input['language'];
  if (language === undefined || language === null || language === '') errors.add('language', 'field_required');
  else if (!isLanguage(language)) errors.add('language', 'invalid_language');
  const active = flag(errors, 'active', input['active'], true);

  const minOrderRappen = amount(errors, 'min_order_value', input['min_order_value'] ?? undefined, 0) ?? 0;
  const deliveryFeeRappen = amount(errors, 'delivery_fee', input['delivery_fee'], null);
  const days = input['delivery_days'] === undefined ? [...DEFAULT_DELIVERY_DAYS] : deliveryDays(input['delivery_days']);
  if (!days) errors.add('delivery_days', 'invalid_delivery_days');
  const cutoffInput = input['cutoff'] === undefined || input['cutoff'] === '' ? DEFAULT_CUTOFF : input['cutoff'];
  if (cutoffMinutes(cutoffInput) === null) errors.add('cutoff', 'invalid_cutoff');
  const lead = input['lead_days'] === undefined || input['lead_days'] === '' ? DEFAULT_LEAD_DAYS : input['lead_days'];
  if (typeof lead !== 'number' || !Number.isInteger(lead) || lead < 0 || lead > MAX_LEAD_DAYS) errors.add('lead_days', 'invalid_lead_days');
  const postcodesInput = input['postcodes'] ?? '';
  let postcodes = '';
  if (typeof postcodesInput !== 'string' || postcodesInput.length > POSTCODES_MAX_LENGTH) errors.add('postcodes', 'invalid_postcodes');
  else {
    const ranges = parsePostcodes(postcodesInput);
    if (ranges === null) errors.add('postcodes', 'invalid_postcodes');
    else postcodes = formatPostcodes(ranges);
  }
  errors.throwIfAny();
  return {
    name,
    orderEmail,
    language: language as Language,
    active,
    minOrderRappen,
    deliveryFeeRappen,
    deliveryDays: days!,
    cutoff: (cutoffInput as string).trim(),
    leadDays: lead as number,
    postcodes,
  };
}
