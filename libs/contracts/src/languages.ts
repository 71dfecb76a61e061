/** Interface languages (SPEC.md section 9). French is the default and the fallback. */
export const LANGUAGES = ['fr', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/**
 * Cookie mirroring the visitor's interface language (the web app keeps the choice in
 * localStorage and copies it here), so the server can send the page already in that language.
 */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Any unknown, missing or malformed language falls back to French. */
export function resolveLanguage(value: unknown): Language {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  const short = value.trim().slice(0, 2).toLowerCase();
  return isLanguage(short) ? short : DEFAULT_LANGUAGE;
}

/** Picks the text of a record with one field per language (`name_fr`, `name_de`, ...), falling back to French. */
export function pickLocalized<K extends string>(
  record: Record<`${K}_${Language}`, string | null | undefined>,
  key: K,
  language: Language,
): string {
  return record[`${key}_${language}`] || record[`${key}_${DEFAULT_LANGUAGE}`] || '';
}
