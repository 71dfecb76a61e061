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

i18n
  .init({
    ...i18nBaseOptions,
    lng: readStoredLanguage(),
  })
  .catch((error: unknown) => console.error('[i18n] initialisation failed', error));
