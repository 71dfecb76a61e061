import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homeSectionPath, homeSections } from '../../../shared/config/paths';
import { buttonClass } from '../../../shared/ui/button/button';
import { ArrowDownIcon } from '../../../shared/ui/icons/ui-icons';
import { HeroBackdrop } from './hero-backdrop';
import { OrderSplitIllustration } from './order-split-illustration';
import './hero.css';

const PROMISES = ['price', 'order', 'margin'] as const;

/** The first screen, over a looping background video: the product promise and the way to the categories. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <HeroBackdrop />
      <div className="container hero__inner">
        <div className="hero__content">
          <p className="hero__eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="hero__lead">{t('home.hero.lead')}</p>
          <div className="hero__actions">
            <Link to={homeSectionPath(homeSections.categories)} className={buttonClass('light', 'lg')}>
              {t('home.hero.cta')}
              <ArrowDownIcon size={18} />
            </Link>
            <Link to={homeSectionPath(homeSections.about)} className={buttonClass('ghost-light', 'lg')}>
              {t('home.hero.secondaryCta')}
            </Link>
          </div>
          <ul className="hero__promises">
            {PROMISES.map((promise) => (
              <li key={promise}>
                <span className="hero__check" aria-hidden="true" />
                {t(`home.hero.promises.${promise}`)}
              </li>
            ))}
          </ul>
        </div>
        <OrderSplitIllustration className="hero__illustration" />
      </div>
    </section>
  );
}
