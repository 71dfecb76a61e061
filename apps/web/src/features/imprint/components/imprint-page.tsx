import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/config/paths';
import { siteConfig } from '../../../shared/config/site';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { ArrowRightIcon, MailIcon, PhoneIcon } from '../../../shared/ui/icons/ui-icons';
import './imprint-page.css';

/** `/imprint`: who operates the shop, as Swiss law asks of online shops; all details from the site config. */
export function ImprintPage() {
  const { t } = useTranslation();
  usePageTitle(t('imprint.title'));
  const { operator, contact, name: brand } = siteConfig;

  return (
    <article className="section imprint" aria-labelledby="imprint-title">
      <div className="container imprint__layout">
        <header className="imprint__header">
          <p className="section-eyebrow">{t('imprint.eyebrow')}</p>
          <h1 id="imprint-title" className="imprint__title">
            {t('imprint.title')}
          </h1>
          <p className="imprint__lead">{t('imprint.lead', { brand })}</p>
        </header>

        <dl className="imprint__card">
          <div className="imprint__row">
            <dt>{t('imprint.operator')}</dt>
            <dd className="imprint__operator">{operator.legalName}</dd>
          </div>
          <div className="imprint__row">
            <dt>{t('imprint.address')}</dt>
            <dd>
              <address>
                {operator.street}
                <br />
                {operator.postalCode} {operator.city}
                <br />
                {t('imprint.country')}
              </address>
            </dd>
          </div>
          <div className="imprint__row">
            <dt>{t('imprint.contact')}</dt>
            <dd className="imprint__contact">
              <a href={`mailto:${operator.email}`}>
                <MailIcon size={18} />
                <span className="visually-hidden">{t('imprint.email')}: </span>
                {operator.email}
              </a>
              <a href={`tel:${contact.phoneE164}`}>
                <PhoneIcon size={18} />
                <span className="visually-hidden">{t('imprint.phone')}: </span>
                {contact.phoneDisplay}
              </a>
            </dd>
          </div>
          <div className="imprint__row">
            <dt>{t('imprint.uid')}</dt>
            <dd>{operator.uid}</dd>
          </div>
        </dl>

        <section className="imprint__note" aria-labelledby="imprint-liability">
          <h2 id="imprint-liability">{t('imprint.liabilityTitle')}</h2>
          <p>{t('imprint.liability')}</p>
          <Link to={paths.privacy} className="imprint__link">
            {t('imprint.privacyLink')}
            <ArrowRightIcon size={16} />
          </Link>
        </section>
      </div>
    </article>
  );
}
