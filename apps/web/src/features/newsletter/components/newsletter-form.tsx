import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/config/paths';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useSubscribe } from '../api/use-subscribe';
import './newsletter-form.css';

/** SPEC.md section 9: the newsletter's messages disappear after 500000 ms. */
export const NEWSLETTER_MESSAGE_MS = 500_000;

type Message = { ok: boolean; text: string } | null;

/**
 * The footer's newsletter form (SPEC.md sections 2, 5 and 8): the e-mail is required and
 * trimmed, the privacy policy must be accepted; answers show with a tick or a cross.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const codeMessage = useCodeMessage();
  const language = useLanguage();
  const { subscribe, isPending } = useSubscribe(language);
  const [email, setEmail] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const id = useId();

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), NEWSLETTER_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const trimmed = email.trim();
    if (!trimmed) return setMessage({ ok: false, text: codeMessage('email_required', 'invalid_email') });
    if (!accepted) return setMessage({ ok: false, text: t('newsletter.privacyRequired') });
    const outcome = await subscribe(trimmed);
    const ok = outcome === 'subscription_saved';
    if (ok) setEmail('');
    setMessage({ ok, text: codeMessage(outcome, 'server_error') });
  };

  return (
    <form className="newsletter" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="site-footer__heading">
        {t('newsletter.title')}
      </h2>
      <p className="newsletter__text">{t('newsletter.text')}</p>
      <div className="newsletter__row">
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          {t('newsletter.email')}
        </label>
        <input
          id={`${id}-email`}
          className="newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          aria-describedby={message ? `${id}-message` : undefined}
        />
        <button type="submit" className="btn btn--primary newsletter__submit" disabled={isPending} aria-busy={isPending || undefined}>
          {isPending ? t('newsletter.sending') : t('newsletter.submit')}
        </button>
      </div>
      <div className="newsletter__consent">
        <input id={`${id}-privacy`} type="checkbox" name="privacy" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} required />
        <label htmlFor={`${id}-privacy`}>
          <Trans i18nKey="newsletter.privacy" components={{ policy: <Link to={paths.privacy} /> }} />
        </label>
      </div>
      <p id={`${id}-message`} className={message ? `newsletter__message ${message.ok ? 'is-ok' : 'is-error'}` : 'newsletter__message'} role="status">
        {message ? `${message.ok ? '✓' : '✗'} ${message.text}` : null}
      </p>
    </form>
  );
}
