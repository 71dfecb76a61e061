import type { ErrorCode } from '@mercato/contracts';
import { DomainError } from './domain-error.js';

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
    if (value !== undefined && value !== null && typeof value !== 'string') {
      this.add(field, 'invalid_data');
      return '';
    }
    const text = (value ?? '').trim();
    if (required && !text) this.add(field, 'field_required');
    else if (text.length > max) this.add(field, 'text_too_long');
    return text;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length) throw new DomainError('invalid_data', { fieldErrors: { ...this.errors } });
  }
}
