import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homeSections, paths } from '../../../shared/config/paths';
import { buttonClass } from '../../../shared/ui/button/button';
import { ArrowRightIcon } from '../../../shared/ui/icons/ui-icons';
import { MessageIcon } from '../../../shared/ui/icons/page-icons';
import './feedback-section.css';

/** SPEC.md section 2: the feedback anchor of the home page; the form itself lives on /Feedback. */
export function FeedbackSection() {
  const { t } = useTranslation();
  return (
    <section id={homeSections.feedback} className="section feedback-section" aria-labelledby="feedback-title">
      <div className="container">
        <div className="feedback-banner">
          <span className="feedback-banner__icon">
            <MessageIcon size={32} />
          </span>
          <div className="feedback-banner__text">
            <p className="section-eyebrow">{t('home.feedback.eyebrow')}</p>
            <h2 id="feedback-title" className="feedback-banner__title">
              {t('home.feedback.title')}
            </h2>
            <p className="feedback-banner__lead">{t('home.feedback.text')}</p>
          </div>
          <Link to={paths.feedback} className={`${buttonClass('primary', 'lg')} feedback-banner__cta`}>
            {t('home.feedback.cta')}
            <ArrowRightIcon size={18} />
          </Link>
        </div>
      </div>
    </section>
  );
}
