import { describe, expect, it } from '@jest/globals';
import mails from '../../apps/api/src/mail/application/rendering/i18n/it.json' with { type: 'json' };
import { strings } from './translation-strings.js';
import web from '../../libs/i18n/translations/it.json' with { type: 'json' };

/**
 * Mercato speaks to restaurant owners and staff with the formal "Lei" (Inserisca, il Suo carrello).
 * These words only occur when a text addresses the reader with "voi" or "tu" instead.
 */
const VOI_OR_TU = [
  'voi', 'vostro', 'vostra', 'vostri', 'vostre', 'vi',
  'avete', 'potete', 'dovete', 'siete', 'volete', 'potrete', 'sarete', 'ricevete', 'riceverete',
  'inserite', 'controllate', 'pagate', 'accedete', 'scegliete', 'tornate', 'riprovate', 'seguiteci', 'contattateci',
  'aggiungete', 'rimuovete', 'riducete', 'rimuovetelo', 'rimuoveteli', 'aggiungetelo', 'verificateli',
  'benvenuti', 'bentornati',
  'tuo', 'tua', 'tuoi', 'tue',
];
const PATTERN = new RegExp(`(?<!\\p{L})(${VOI_OR_TU.join('|')})(?!\\p{L})`, 'iu');

/** Texts where such a word does not address the reader: key and the word it may hold. */
const ALLOWED: Record<string, string> = {
  'privacy.storage.access': 'vi', // "Solo l'amministratore vi ha accesso": "vi" means "to it", not "you".
};

function informal(texts: unknown): string[] {
  return strings(texts).flatMap(([key, text]) => {
    const word = PATTERN.exec(text)?.[1];
    return word === undefined || ALLOWED[key] === word.toLowerCase() ? [] : [`${key}: ${text}`];
  });
}

describe('Italian texts address the reader formally (Lei)', () => {
  it('finds voi and tu forms wherever they stand in a text', () => {
    expect(informal({ a: { b: 'Inserite il codice.' }, c: 'Il vostro carrello', d: 'Vi abbiamo inviato un codice.' })).toEqual([
      'a.b: Inserite il codice.',
      'c: Il vostro carrello',
      'd: Vi abbiamo inviato un codice.',
    ]);
    expect(informal({ e: 'Il tuo ordine', f: 'Benvenuti!', g: 'Ora potete accedere.' })).toHaveLength(3);
    expect(informal({ h: 'Inserisca il Suo codice.', i: 'Ora può accedere.', j: 'Le regole indicate' })).toEqual([]);
  });

  it('in the web app, its errors and notices', () => {
    expect(informal(web)).toEqual([]);
  });

  it('in the e-mails', () => {
    expect(informal(mails)).toEqual([]);
  });
});
