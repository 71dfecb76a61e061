import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../config/site';
import { MailIcon, PhoneIcon } from '../../ui/icons/ui-icons';
import { SocialIcon } from '../../ui/icons/social-icons';
import { Modal } from '../../ui/modal/modal';
import './contacts-modal.css';

interface ContactsModalProps {
  open: boolean;
  onClose: () => void;
}

/** Phone, support e-mail and social accounts, all from the site config. */
export function ContactsModal({ open, onClose }: ContactsModalProps) {
  const { t } = useTranslation();
  const { contact, social, name } = siteConfig;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('contacts.title')}
      description={t('contacts.description')}
      closeLabel={t('common.close')}
    >
      <ul className="contact-list">
        <li>
          <a className="contact-item" href={`tel:${contact.phoneE164}`}>
            <span className="contact-item__icon">
              <PhoneIcon size={22} />
            </span>
            <span className="contact-item__text">
              <span className="contact-item__label">{t('contacts.phone')}</span>
              <span className="contact-item__value">{contact.phoneDisplay}</span>
            </span>
          </a>
        </li>
        <li>
          <a className="contact-item" href={`mailto:${contact.supportEmail}`}>
            <span className="contact-item__icon">
              <MailIcon size={22} />
            </span>
            <span className="contact-item__text">
              <span className="contact-item__label">{t('contacts.email')}</span>
              <span className="contact-item__value">{contact.supportEmail}</span>
            </span>
          </a>
        </li>
      </ul>
      <h3 className="contact-social__title">{t('contacts.social')}</h3>
      <ul className="contact-social">
        {social.map((link) => (
          <li key={link.network}>
            <a
              className="contact-social__link"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('social.linkLabel', { brand: name, network: link.name })}
            >
              <SocialIcon network={link.network} size={20} />
              <span aria-hidden="true">{link.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
