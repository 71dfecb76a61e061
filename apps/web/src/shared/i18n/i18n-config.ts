import type { i18n as I18n, InitOptions } from 'i18next';
import { setApiLanguage } from '@mercato/api-client';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, resolveLanguage, type Language } from '@mercato/contracts';

/** localStorage key of the language the visitor chose; it survives a reload. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Options shared by the app's instance (texts over HTTP) and the tests' (texts from the files). */
export const i18nBaseOptions: InitOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: false,
  load: 'languageOnly',
  ns: ['translation'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
};

/**
 * The visitor's language: the one stored in this browser, else the `lang` cookie the server sent
 * the page in (it outlives storage that a browser cleared, and a page must not switch to French
 * under the visitor's eyes), else French.
 */
export function readStoredLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage blocked: the cookie still tells.
  }
  return resolveLanguage(stored ?? cookieLanguage());
}

function cookieLanguage(): string | null {
  if (typeof document === 'undefined') return null;
  const pair = document.cookie.split(';').find((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));
  return pair ? pair.trim().slice(LANGUAGE_COOKIE.length + 1) : null;
}

/** A year, in seconds: how long the server keeps sending pages in the chosen language. */
const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

function applyLanguage(language: Language, remember: boolean): void {
  document.documentElement.lang = language;
  setApiLanguage(language);
  // The server sends its prerendered pages in the language of this cookie (no French first).
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
  if (!remember) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full storage: the choice simply lasts for this visit.
  }
}

/**
 * Keeps everything that depends on the language in step with i18next: `<html lang>`, the
 * language the API answers in, and the remembered choice.
 */
export function bindLanguageEffects(i18n: I18n): void {
  i18n.on('languageChanged', (lng: string) => applyLanguage(resolveLanguage(lng), true));
  if (i18n.language) applyLanguage(resolveLanguage(i18n.language), false);
}
