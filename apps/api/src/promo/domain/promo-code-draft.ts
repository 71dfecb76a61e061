import { randomInt } from 'node:crypto';
import { FormErrors } from '../../shared/domain/form-errors.js';
import { PROMO_CODE_MAX_LENGTH } from './promo-code.js';

/** What staff submit for an activation code; an empty code asks for a generated one. */
export interface PromoCodeDraft {
  readonly code: string;
  readonly note: string;
  readonly maxUses: number;
  readonly validUntil: Date | null;
  readonly active: boolean;
}

/** A code staff type: letters, digits, `_` and `-`, 3 to 64 characters. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/;
export const GENERATED_CODE_LENGTH = 10;
export const MAX_USES_LIMIT = 1_000_000;
export const PROMO_NOTE_MAX = 500;
/** `valid_until` starts with an ISO date (a time may follow). */
export const VALID_UNTIL_PATTERN = /^\d{4}-\d{2}-\d{2}/;
/** No 0/O or 1/I/L to misread. */
const PROMO_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code nobody guesses: 10 characters of an alphabet without look-alikes (about 49 bits). */
export function generatePromoCode(): string {
  return Array.from({ length: GENERATED_CODE_LENGTH }, () => PROMO_CODE_ALPHABET[randomInt(PROMO_CODE_ALPHABET.length)]).join('');
}

export function promoCodeDraft(input: Readonly<Record<string, unknown>>, { usesSoFar = 0 } = {}): PromoCodeDraft {
  const errors = new FormErrors();
  const typed = errors.text('code', input['code'], PROMO_CODE_MAX_LENGTH, { required: false });
  if (typed && !PROMO_CODE_PATTERN.test(typed)) errors.add('code', 'invalid_promo_code');
  const note = errors.text('note', input['note'], PROMO_NOTE_MAX, { required: false });
  const maxUses = input['max_uses'];
  if (maxUses === undefined || maxUses === null || maxUses === '') errors.add('max_uses', 'field_required');
  else if (typeof maxUses !== 'number' || !Number.isSafeInteger(maxUses) || maxUses < Math.max(1, usesSoFar) || maxUses > MAX_USES_LIMIT) {
    errors.add('max_uses', 'invalid_max_uses');
  }
  const rawUntil = input['valid_until'];
  let validUntil: Date | null = null;
  if (rawUntil !== undefined && rawUntil !== null && rawUntil !== '') {
    validUntil = typeof rawUntil === 'string' && VALID_UNTIL_PATTERN.test(rawUntil) ? new Date(rawUntil) : null;
    if (!validUntil || Number.isNaN(validUntil.getTime())) errors.add('valid_until', 'invalid_date');
  }
  const active = input['active'];
  if (active !== undefined && active !== null && typeof active !== 'boolean') errors.add('active', 'invalid_data');
  errors.throwIfAny();
  return { code: typed || generatePromoCode(), note, maxUses: maxUses as number, validUntil, active: active !== false };
}
