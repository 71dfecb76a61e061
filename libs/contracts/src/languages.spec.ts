import { describe, expect, it } from '@jest/globals';
import { pickLocalized, resolveLanguage } from './languages.js';

describe('languages', () => {
  it('falls back to French for anything unknown', () => {
    expect(resolveLanguage('de')).toBe('de');
    expect(resolveLanguage('it-CH')).toBe('it');
    expect(resolveLanguage('en')).toBe('fr');
    expect(resolveLanguage(undefined)).toBe('fr');
    expect(resolveLanguage(42)).toBe('fr');
  });

  it('picks the text of the language and falls back to French when it is empty', () => {
    const record = { name_fr: 'Viande', name_de: 'Fleisch', name_it: '' };
    expect(pickLocalized(record, 'name', 'de')).toBe('Fleisch');
    expect(pickLocalized(record, 'name', 'it')).toBe('Viande');
  });
});
