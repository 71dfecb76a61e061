import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { homeSections } from '../../../shared/config/paths';
import type { IconProps } from '../../../shared/ui/icons/icon';
import { LowestPriceIcon, OneOrderIcon, SubscriptionIcon } from './feature-icons';
import './about-section.css';

const FEATURES: ReadonlyArray<{ key: 'price' | 'order' | 'subscription'; Icon: (props: IconProps) => ReactElement }> = [
  { key: 'price', Icon: LowestPriceIcon },
  { key: 'order', Icon: OneOrderIcon },
  { key: 'subscription', Icon: SubscriptionIcon },
];

/** SPEC.md section 2: the about section (anchor about-us) with its three feature cards. */
export function AboutSection() {
  const { t } = useTranslation();
  return (
    <section id={homeSections.about} className="section about-section" aria-labelledby="about-title">
      <div className="container">
        <div className="section-heading section-heading--center">
          <p className="section-eyebrow">{t('home.about.eyebrow')}</p>
          <h2 id="about-title" className="section-title">
            {t('home.about.title')}
          </h2>
          <p className="section-lead">{t('home.about.lead')}</p>
        </div>
        <ul className="feature-grid">
          {FEATURES.map(({ key, Icon }, index) => (
            <li key={key} className={`feature-card feature-card--${key}`}>
              <div className="feature-card__top">
                <span className="feature-card__icon">
                  <Icon size={30} />
                </span>
                <span className="feature-card__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="feature-card__title">{t(`home.about.features.${key}.title`)}</h3>
              <p className="feature-card__text">{t(`home.about.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
