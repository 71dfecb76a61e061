import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@mercato/contracts';
import { useLanguage } from '../../i18n/use-language';

/**
 * Offers the two interface languages that are not the current one (SPEC.md section 2), after
 * the current one, shown as such so a visitor sees which language the shop speaks now.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = useLanguage();

  return (
    <div className="lang-switcher" role="group" aria-label={t('header.language.label')}>
      <span className="lang-switcher__current" lang={current} title={t('header.language.current', { name: t(`languages.names.${current}`) })}>
        <span aria-hidden="true">{t(`languages.codes.${current}`)}</span>
        <span className="visually-hidden">{t('header.language.current', { name: t(`languages.names.${current}`) })}</span>
      </span>
      {LANGUAGES.filter((language) => language !== current).map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="lang-switcher__button"
          // The visible code is part of the name, so speech users can say what they see (WCAG 2.5.3).
          aria-label={`${t(`languages.names.${language}`)}, ${t(`languages.codes.${language}`)}`}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {t(`languages.codes.${language}`)}
        </button>
      ))}
    </div>
  );
}
