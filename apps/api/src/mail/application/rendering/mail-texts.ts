import type { Language } from '@mercato/contracts';
import de from './i18n/de.json' with { type: 'json' };
import fr from './i18n/fr.json' with { type: 'json' };
import it from './i18n/it.json' with { type: 'json' };

const TEXTS: Record<Language, unknown> = { fr, de, it };

/** A mail text by dotted key in the language, French when missing, with `{{name}}` filled in. */
export function mailText(language: Language, key: string, vars: Record<string, string> = {}): string {
  const raw = lookup(TEXTS[language], key) ?? lookup(TEXTS.fr, key);
  if (raw === undefined) throw new Error(`Missing mail text ${key}`);
  return raw.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}

function lookup(texts: unknown, key: string): string | undefined {
  let node = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
