import type { Language } from '@mercato/contracts';
import de from './i18n/de.json' with { type: 'json' };
import fr from './i18n/fr.json' with { type: 'json' };
import it from './i18n/it.json' with { type: 'json' };

const TEXTS: Record<Language, unknown> = { fr, de, it };

/** A mail text by dotted key in the language, French when missing, with `{{name}}` filled in. */
export function mailText(language: Language, key: string, vars: Record<string, string> = {}): string {
  const raw = resolved(language, key);
  return raw.includes('{{') ? raw.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '') : raw;
}

/**
 * The texts found by key, per language: an order mail asks for the same few dozen keys (one per
 * line for its unit) every time, and walking the dotted key through the JSON each time was a
 * visible share of rendering one (the texts never change while the process runs).
 */
const RESOLVED: Record<Language, Map<string, string>> = { fr: new Map(), de: new Map(), it: new Map() };

function resolved(language: Language, key: string): string {
  const cache = RESOLVED[language] as Map<string, string> | undefined;
  const known = cache?.get(key);
  if (known !== undefined) return known;
  const raw = lookup(TEXTS[language], key) ?? lookup(TEXTS.fr, key);
  if (raw === undefined) throw new Error(`Missing mail text ${key}`);
  cache?.set(key, raw);
  return raw;
}

function lookup(texts: unknown, key: string): string | undefined {
  let node = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
