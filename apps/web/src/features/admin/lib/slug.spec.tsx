import { describe, expect, it } from '@jest/globals';
import { slugFrom } from './slug';

describe('slugFrom', () => {
  it('suggests the slug of a French name', () => {
    expect(slugFrom('Œufs, crème et Gruyère AOP')).toBe('oeufs-creme-et-gruyere-aop');
    expect(slugFrom('  Poissons & fruits de mer ')).toBe('poissons-fruits-de-mer');
    expect(slugFrom('---')).toBe('');
  });
});
