import { LANGUAGES, type Language } from '@mercato/contracts';
import { DomainError } from '../../shared/domain/domain-error.js';

/** A text in each interface language. French is required; it is the fallback of the others. */
export type LocalizedText = Readonly<Record<Language, string>>;

export function localizedText(value: Partial<Record<Language, string | null | undefined>>): LocalizedText {
  const text = Object.fromEntries(LANGUAGES.map((lang) => [lang, (value[lang] ?? '').trim()])) as Record<Language, string>;
  if (!text.fr) throw new DomainError('invalid_data', { reason: 'french_text_required' });
  return text;
}
