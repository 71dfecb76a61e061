import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PRIVACY_POLICY_EFFECTIVE_DATE } from '@mercato/contracts';
import { siteConfig } from '../../../shared/config/site';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { ShieldIcon } from '../../../shared/ui/icons/page-icons';
import './privacy-page.css';

/** 2025-06-24 -> 24.06.2025, the way the policy date is written in all three languages. */
export const swissDate = (isoDate: string) => isoDate.split('-').reverse().join('.');

const DATA = ['firstName', 'lastName', 'restaurantName', 'restaurantAddress', 'email', 'phone', 'avatar', 'newsletter'] as const;
const PURPOSES = ['account', 'communication', 'notifications', 'orders'] as const;
const RECIPIENTS = ['wholesalers', 'hosting', 'email'] as const;
const STORAGE = ['database', 'access', 'passwords', 'transport'] as const;

const SECTIONS = ['contact', 'audience', 'data', 'purposes', 'recipients', 'storage', 'verification', 'rights'] as const;
type Section = (typeof SECTIONS)[number];

/** `/privacy`: the privacy policy of SPEC.md section 2, effective 24.06.2025, in fr, de and it. */
export function PrivacyPage() {
  const { t } = useTranslation();
  usePageTitle(t('privacy.title'));
  const { operator, name: brand } = siteConfig;
  const address = `${operator.street}, ${operator.postalCode} ${operator.city}`;
  const mail = <a href={`mailto:${operator.email}`} />;
  const list = (prefix: string, keys: readonly string[]) => (
    <ul className="policy__list">
      {keys.map((key) => (
        <li key={key}>{t(`${prefix}.${key}`)}</li>
      ))}
    </ul>
  );

  const content: Record<Section, ReactNode> = {
    contact: (
      <p>
        <Trans i18nKey="privacy.contact.text" values={{ operator: operator.legalName, address, email: operator.email }} components={{ email: mail }} />
      </p>
    ),
    audience: <p>{t('privacy.audience.text', { brand })}</p>,
    data: (
      <>
        <p>{t('privacy.data.intro')}</p>
        {list('privacy.data', DATA)}
        <p>{t('privacy.data.feedback')}</p>
      </>
    ),
    purposes: (
      <>
        <p>{t('privacy.purposes.intro')}</p>
        {list('privacy.purposes', PURPOSES)}
      </>
    ),
    recipients: (
      <>
        {list('privacy.recipients', RECIPIENTS)}
        <p>{t('privacy.recipients.none')}</p>
      </>
    ),
    storage: list('privacy.storage', STORAGE),
    verification: <p>{t('privacy.verification.text')}</p>,
    rights: (
      <p>
        <Trans i18nKey="privacy.rights.text" values={{ email: operator.email }} components={{ email: mail }} />
      </p>
    ),
  };

  return (
    <article className="section policy" aria-labelledby="privacy-title">
      <div className="container policy__layout">
        <header className="policy__header">
          <span className="policy__icon" aria-hidden="true">
            <ShieldIcon size={30} />
          </span>
          <p className="section-eyebrow">{t('privacy.eyebrow')}</p>
          <h1 id="privacy-title" className="policy__title">
            {t('privacy.title')}
          </h1>
          <p className="policy__effective">
            <time dateTime={PRIVACY_POLICY_EFFECTIVE_DATE}>{t('privacy.effective', { date: swissDate(PRIVACY_POLICY_EFFECTIVE_DATE) })}</time>
          </p>
          <p className="policy__intro">{t('privacy.intro', { brand })}</p>
        </header>
        <nav className="policy__toc" aria-label={t('privacy.tocLabel')}>
          <p className="policy__toc-title" aria-hidden="true">
            {t('privacy.tocLabel')}
          </p>
          <ol>
            {SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#privacy-${section}`}>{t(`privacy.${section}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="policy__body">
          {SECTIONS.map((section, index) => (
            <section key={section} id={`privacy-${section}`} className="policy__section" aria-labelledby={`privacy-${section}-title`}>
                <h2 id={`privacy-${section}-title`} className="policy__section-title">
                  <span className="policy__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  {t(`privacy.${section}.title`)}
                </h2>
                {content[section]}
              </section>
          ))}
          <p className="policy__changes">{t('privacy.changes')}</p>
        </div>
      </div>
    </article>
  );
}
