import i18next from 'i18next';
import { bindLanguageEffects, i18nBaseOptions, readStoredLanguage } from './i18n-config';
import { translationBackend } from './translation-backend';

/**
 * The app's i18next instance: the texts of each language are fetched from
 * `/translate/{lng}.json` (served by the API from libs/i18n). A failed load is logged and
 * the page keeps working with the French texts (see translationBackend).
 */
export const i18n = i18next.createInstance();

i18n.use(translationBackend());
bindLanguageEffects(i18n);

/**
 * Settles once the first language's texts are in and i18next has announced its language: a
 * prerendered page is adopted only then, so that no component sees the texts arrive after it
 * rendered (each would render again, at once and all together, when they did).
 */
export const i18nReady: Promise<unknown> = i18n
  .init({
    ...i18nBaseOptions,
    lng: readStoredLanguage(),
  })
  .catch((error: unknown) => console.error('[i18n] initialisation failed', error));
