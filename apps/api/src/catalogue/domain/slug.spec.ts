import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../shared/domain/domain-error.js';
import { assertSlug, isSlug, slugFrom } from './slug.js';

describe('slug', () => {
  it('suggests a slug from a French name', () => {
    expect(slugFrom('Poissons & fruits de mer')).toBe('poissons-fruits-de-mer');
    expect(slugFrom('  Œufs, crème et Gruyère AOP ')).toBe('oeufs-creme-et-gruyere-aop');
    expect(slugFrom('---')).toBe('');
  });

  it('accepts lowercase words joined by single dashes only', () => {
    expect(isSlug('fruits-legumes')).toBe(true);
    expect(isSlug('Fruits')).toBe(false);
    expect(isSlug('a--b')).toBe(false);
    expect(isSlug('-a')).toBe(false);
    expect(isSlug('a/b')).toBe(false);
    expect(isSlug('x'.repeat(121))).toBe(false);
  });

  it('refuses an invalid slug with a coded error', () => {
    expect(() => assertSlug('../etc')).toThrow(DomainError);
  });
});
