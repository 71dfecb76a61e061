import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../shared/config/site';
import { MessageIcon } from '../../../shared/ui/icons/page-icons';
import { CheckIcon, PhoneIcon } from '../../../shared/ui/icons/ui-icons';
import { FeedbackForm } from './feedback-form';
import './feedback-panel.css';

interface FeedbackPanelProps {
  /** The page title (h1) on /Feedback, a section title (h2) on the home page. */
  heading: 'h1' | 'h2';
  titleId: string;
  /** Subject and message to start from (a request the visitor came to make). */
  initial?: { subject: string; message: string };
}

/** The feedback form with what happens to a message, as a section of the home page and on /Feedback. */
export function FeedbackPanel({ heading: Heading, titleId, initial }: FeedbackPanelProps) {
  const { t } = useTranslation();
  const { contact } = siteConfig;
  return (
    <div className="container feedback-panel">
      <div className="feedback-panel__intro">
        <span className="feedback-panel__icon" aria-hidden="true">
          <MessageIcon size={30} />
        </span>
        {Heading === 'h2' ? <p className="section-eyebrow">{t('feedback.eyebrow')}</p> : null}
        <Heading id={titleId} className="feedback-panel__title">
          {Heading === 'h1' ? t('feedback.title') : t('feedback.sectionTitle')}
        </Heading>
        <p className="feedback-panel__lead">{t('feedback.text')}</p>
        <h3 className="feedback-panel__aside-title">{t('feedback.aside.title')}</h3>
        <ul className="feedback-panel__points">
          <li>
            <CheckIcon size={18} />
            {t('feedback.aside.read')}
          </li>
          <li>
            <CheckIcon size={18} />
            {t('feedback.aside.reply')}
          </li>
          <li>
            <PhoneIcon size={18} />
            <a href={`tel:${contact.phoneE164}`}>{t('feedback.aside.call', { phone: contact.phoneDisplay })}</a>
          </li>
        </ul>
      </div>
      <div className="feedback-panel__card">
        <FeedbackForm idPrefix={titleId} initial={initial} />
      </div>
    </div>
  );
}
