import i18next, { type i18n as I18n } from 'i18next';
import type { Language } from '@mercato/contracts';
import de from '../../../../libs/i18n/translations/de.json' with { type: 'json' };
import fr from '../../../../libs/i18n/translations/fr.json' with { type: 'json' };
import it from '../../../../libs/i18n/translations/it.json' with { type: 'json' };
import { bindLanguageEffects, i18nBaseOptions } from '../shared/i18n/i18n-config';

/** An i18next instance with the real texts read from the files: no HTTP, ready at once. */
export function createTestI18n(language: Language = 'fr'): I18n {
  const instance = i18next.createInstance();
  bindLanguageEffects(instance);
  void instance.init({
    ...i18nBaseOptions,
    lng: language,
    initAsync: false,
    resources: { fr: { translation: fr }, de: { translation: de }, it: { translation: it } },
    react: { useSuspense: false },
  });
  return instance;
}
