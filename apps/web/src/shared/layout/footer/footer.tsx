import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homeSectionPath, homeSections, paths } from '../../config/paths';
import { siteConfig } from '../../config/site';
import { useHydrated } from '../../lib/use-hydrated';
import { SocialIcon } from '../../ui/icons/social-icons';
import './footer.css';

interface FooterProps {
  /** The newsletter form, handed down by the app shell (a feature). */
  newsletter?: ReactNode;
}

/**
 * A prerendered page carries the year of its build; the browser's own year follows hydration.
 * A component of its own, so that the render after hydration is this line's, not the footer's.
 */
function Copyright() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const year = hydrated ? new Date().getFullYear() : __BUILD_YEAR__;
  return <p>{t('footer.copyright', { year, brand: siteConfig.name })}</p>;
}

export function Footer({ newsletter }: FooterProps) {
  const { t } = useTranslation();

  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          <Link to={paths.home} className="site-footer__logo" aria-label={t('header.homeLink', { brand: siteConfig.name })}>
            <img src="/logo.svg" alt="" width={40} height={40} />
            <span aria-hidden="true">{siteConfig.name}</span>
          </Link>
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
        </div>

        <nav className="site-footer__nav" aria-labelledby="footer-nav-title">
          <h2 id="footer-nav-title" className="site-footer__heading">
            {t('footer.nav.title')}
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to={homeSectionPath(homeSections.about)}>{t('footer.nav.about')}</Link>
            </li>
            <li>
              <Link to={homeSectionPath(homeSections.feedback)}>{t('footer.nav.feedback')}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{t('footer.nav.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.imprint}>{t('footer.nav.imprint')}</Link>
            </li>
          </ul>
        </nav>

        <div className="site-footer__social">
          <h2 className="site-footer__heading">{t('footer.social.title')}</h2>
          <ul className="site-footer__social-list">
            {siteConfig.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="site-footer__social-link"
                  aria-label={t('social.linkLabel', { brand: siteConfig.name, network: link.name })}
                >
                  <SocialIcon network={link.network} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {newsletter ? <div className="site-footer__newsletter">{newsletter}</div> : null}
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <Copyright />
        </div>
      </div>
    </footer>
  );
}
