import { describe, expect, it } from '@jest/globals';
import { isSlug, slugFrom } from './slug.js';

describe('slug', () => {
  // The API's and the admin forms' cases, from when each had its own copy of the rule.
  it('suggests a slug from a French name', () => {
    expect(slugFrom('Poissons & fruits de mer')).toBe('poissons-fruits-de-mer');
    expect(slugFrom('  Poissons & fruits de mer ')).toBe('poissons-fruits-de-mer');
    expect(slugFrom('  Œufs, crème et Gruyère AOP ')).toBe('oeufs-creme-et-gruyere-aop');
    expect(slugFrom('Œufs, crème et Gruyère AOP')).toBe('oeufs-creme-et-gruyere-aop');
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
});
