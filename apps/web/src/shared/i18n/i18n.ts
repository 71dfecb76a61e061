import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { bindLanguageEffects, i18nBaseOptions, readStoredLanguage } from './i18n-config';

/**
 * The app's i18next instance: the texts of each language are fetched from
 * `/translate/{lng}.json` (served by the API from libs/i18n). A failed load is logged and
 * the page keeps working with the texts it has.
 */
export const i18n = i18next.createInstance();

i18n.use(HttpBackend);
i18n.on('failedLoading', (lng: string, ns: string, message: string) => {
  console.error(`[i18n] could not load the "${lng}" texts (${ns}): ${message}`);
});
bindLanguageEffects(i18n);

i18n
  .init({
    ...i18nBaseOptions,
    lng: readStoredLanguage(),
    backend: { loadPath: '/translate/{{lng}}.json' },
  })
  .catch((error: unknown) => console.error('[i18n] initialisation failed', error));
