import { describe, expect, it } from '@jest/globals';
import { Category } from './category.js';

const props = {
  id: 1,
  slug: 'viande',
  name: { fr: ' Viande ', de: 'Fleisch', it: '' },
  description: { fr: 'Bœuf, veau, porc.', de: 'Rind, Kalb, Schwein.', it: 'Manzo, vitello, maiale.' },
  imageKey: 'catalogue/viande.svg',
  position: 0,
};

describe('Category', () => {
  it('keeps its texts trimmed per language', () => {
    const category = new Category(props);
    expect(category.name).toEqual({ fr: 'Viande', de: 'Fleisch', it: '' });
  });

  it('needs a French name and a valid slug', () => {
    expect(() => new Category({ ...props, name: { fr: ' ', de: 'Fleisch', it: 'Carne' } })).toThrow('invalid_data');
    expect(() => new Category({ ...props, slug: 'Viande Suisse' })).toThrow('invalid_data');
  });
});
