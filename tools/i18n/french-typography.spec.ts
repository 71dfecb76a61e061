import { describe, expect, it } from '@jest/globals';
import mails from '../../apps/api/src/mail/application/rendering/i18n/fr.json' with { type: 'json' };
import { strings } from './translation-strings.js';
import web from '../../libs/i18n/translations/fr.json' with { type: 'json' };

/**
 * French sets a space before : ; ! ? and inside « », and that space never breaks a line: a
 * phone must not show a colon or a question mark alone at the start of a line. Before ":" and
 * inside guillemets it is a no-break space (U+00A0), before ; ! ? a narrow one (U+202F).
 */
const RULES: ReadonlyArray<[RegExp, string]> = [
  [/(?:^|[^\u00a0]):/u, 'a colon after anything but a no-break space'],
  [/[ \t\u00a0]+[;!?]/u, '; ! or ? after a space that is not a narrow no-break one'],
  [/(?<![\p{L}\p{N}}).’)\]\u202f…])[;!?]/u, '; ! or ? without its narrow no-break space'],
  [/«(?!\u00a0)|(?<!\u00a0)»/u, 'guillemets without their no-break spaces'],
];

/** Where a colon is not French punctuation: a URL's scheme, a time of day and its format. */
const NOT_PUNCTUATION = /https?:\/\/|\d:\d|HH:MM/gu;

function breakable(texts: unknown): string[] {
  return strings(texts).flatMap(([key, text]) => {
    const prose = text.replace(NOT_PUNCTUATION, '');
    return RULES.filter(([rule]) => rule.test(prose)).map(([, what]) => `${key}: ${what}: ${text}`);
  });
}

describe('French texts keep their punctuation on the line of the word before it', () => {
  it('finds breakable and missing spaces before : ; ! ? and inside « »', () => {
    expect(breakable({ a: 'Stock : 3', b: 'Merci !', c: 'Code « A »', d: 'Déjà?', e: 'Prix:' })).toHaveLength(5);
    expect(breakable({ a: 'Stock\u00a0: 3', b: 'Merci\u202f!', c: 'Code «\u00a0A\u00a0»', d: 'Voir https://mercato.ch', e: 'à 10:30' })).toEqual([]);
  });

  it('in the web app, its errors and notices', () => {
    expect(breakable(web)).toEqual([]);
  });

  it('in the e-mails', () => {
    expect(breakable(mails)).toEqual([]);
  });
});
