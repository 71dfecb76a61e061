import type { ErrorCode } from '@mercato/contracts';
import { DomainError } from './domain-error.js';

/**
 * What is wrong with a form's text field, or null: not text, required but blank, or longer than
 * `max` once trimmed. Missing (undefined or null) counts as blank.
 */
export function textProblem(value: unknown, max: number, { required = true } = {}): 'invalid_data' | 'field_required' | 'text_too_long' | null {
  if (value !== undefined && value !== null && typeof value !== 'string') return 'invalid_data';
  const text = (value ?? '').trim();
  if (required && !text) return 'field_required';
  return text.length > max ? 'text_too_long' : null;
}

/**
 * Collects what is wrong with a submitted form, field by field, so that a form shows every
 * problem at once; `throwIfAny` raises one `invalid_data` carrying them (answered as
 * `field_errors`).
 */
export class FormErrors {
  private readonly errors: Record<string, ErrorCode> = {};

  add(field: string, code: ErrorCode): void {
    this.errors[field] ??= code;
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  /** A required, trimmed text of at most `max` characters ('' when missing and optional). */
  text(field: string, value: unknown, max: number, { required = true } = {}): string {
    const problem = textProblem(value, max, { required });
    if (problem) this.add(field, problem);
    return typeof value === 'string' ? value.trim() : '';
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length) throw new DomainError('invalid_data', { fieldErrors: { ...this.errors } });
  }
}
