import { isSlug } from '@mercato/contracts';
import { DomainError } from '../../shared/domain/domain-error.js';

/** A slug the API accepts (the rule, and how the admin forms suggest one, are in @mercato/contracts). */
export function assertSlug(value: string): string {
  if (!isSlug(value)) throw new DomainError('invalid_data', { field: 'slug' });
  return value;
}
