import { describe, expect, it } from '@jest/globals';
import mailDe from '../../apps/api/src/mail/application/rendering/i18n/de.json' with { type: 'json' };
import mailFr from '../../apps/api/src/mail/application/rendering/i18n/fr.json' with { type: 'json' };
import mailIt from '../../apps/api/src/mail/application/rendering/i18n/it.json' with { type: 'json' };
import webDe from '../../libs/i18n/translations/de.json' with { type: 'json' };
import webFr from '../../libs/i18n/translations/fr.json' with { type: 'json' };
import webIt from '../../libs/i18n/translations/it.json' with { type: 'json' };
import { strings } from './translation-strings.js';

/** The placeholders of a text (`{{amount}}`, i18next's; `{name}` in the mails), sorted. */
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{?\s*([\w.]+)[^}]*\}\}?/g)].map((m) => m[1]!).sort();

describe.each([
  ['the web app', { fr: webFr, de: webDe, it: webIt }],
  ['the mails', { fr: mailFr, de: mailDe, it: mailIt }],
])('%s: every text exists in fr, de and it', (_name, files) => {
  const fr = new Map(strings(files.fr));

  it.each(['de', 'it'] as const)('%s has exactly the keys of French, none empty', (language) => {
    const other = new Map(strings(files[language]));
    expect([...other.keys()].filter((key) => !fr.has(key))).toEqual([]);
    expect([...fr.keys()].filter((key) => !other.has(key))).toEqual([]);
    expect([...other].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  it.each(['de', 'it'] as const)('%s fills the same placeholders as French', (language) => {
    const other = new Map(strings(files[language]));
    const differing = [...fr].filter(([key, text]) => other.has(key) && placeholders(text).join() !== placeholders(other.get(key)!).join()).map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
