import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../shared/domain/domain-error.js';
import { assertSlug } from './slug.js';

describe('slug', () => {
  it('refuses an invalid slug with a coded error', () => {
    expect(() => assertSlug('../etc')).toThrow(DomainError);
  });
});
