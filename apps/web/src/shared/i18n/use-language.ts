import { useTranslation } from 'react-i18next';
import { resolveLanguage, type Language } from '@mercato/contracts';

/** The current interface language, narrowed to fr, de or it; re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}
