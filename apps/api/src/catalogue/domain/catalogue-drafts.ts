import { chfToRappen, isLanguage, isSlug, isValidPriceChf, stockProblem, VAT_RATES, type Language, type ProductUnit } from '@mercato/contracts';
import { isEmailAddress } from '../../shared/domain/email-address.js';
import { FormErrors } from '../../shared/domain/form-errors.js';
import type { LocalizedText } from './localized-text.js';

/**
 * What the admin forms submit, checked field by field (every problem at once, as
 * `field_errors`). Field names are those of the API payloads.
 */
type Input = Readonly<Record<string, unknown>>;

const NAME_MAX = 200;
const SHORT_DESCRIPTION_MAX = 300;
const DESCRIPTION_MAX = 5000;

function slugOf(errors: FormErrors, input: Input): string {
  const slug = errors.text('slug', input['slug'], 120);
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

export interface WholesalerDraft {
  readonly name: string;
  readonly orderEmail: string;
  readonly language: Language;
  readonly active: boolean;
}

export function wholesalerDraft(input: Input): WholesalerDraft {
  const errors = new FormErrors();
  const name = errors.text('name', input['name'], NAME_MAX);
  const orderEmail = errors.text('order_email', input['order_email'], 254).toLowerCase();
  if (orderEmail && !isEmailAddress(orderEmail)) errors.add('order_email', 'invalid_email');
  const language = input['language'];
  if (language === undefined || language === null || language === '') errors.add('language', 'field_required');
  else if (!isLanguage(language)) errors.add('language', 'invalid_language');
  const active = flag(errors, 'active', input['active'], true);
  errors.throwIfAny();
  return { name, orderEmail, language: language as Language, active };
}
