import { RESEND_LOCK_SECONDS, VERIFICATION_CODE_LENGTH } from '@mercato/contracts';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { useLanguage } from '../../../shared/i18n/use-language';
import { buttonClass } from '../../../shared/ui/button/button';
import { SubmitButton } from '../../../shared/ui/button/submit-button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { AlertIcon, RefreshIcon } from '../../../shared/ui/icons/ui-icons';
import { useNotify } from '../../../shared/ui/notification/notification';
import { failureCode, isNetworkFailure, retryAfterSeconds } from '../api/failure-code';
import { useAccountVerification } from '../api/use-profile';
import { useCountdown } from '../lib/use-countdown';
import { CodeInput, emptyCode } from './code-input';

const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

/** DESIGN.md: an unverified account's profile offers to send a fresh code and confirms it here. */
export function EmailVerification({ email, onVerified }: { email: string; onVerified: () => void }) {
  const { t } = useTranslation();
  const message = useCodeMessage();
  const language = useLanguage();
  const notify = useNotify();
  const { sendCode, confirmCode, isSending, isConfirming } = useAccountVerification(email, language);
  const { secondsLeft, restart } = useCountdown(0);
  const [sent, setSent] = useState(false);
  const [digits, setDigits] = useState(emptyCode);
  const [problem, setProblem] = useState<string | null>(null);

  const onSend = async () => {
    if (isSending) return;
    setProblem(null);
    try {
      const answer = await sendCode();
      setSent(true);
      setDigits(emptyCode());
      restart(RESEND_LOCK_SECONDS);
      notify({ kind: 'info', message: message(answer, 'new_code_sent') });
    } catch (error) {
      const code = isNetworkFailure(error) ? 'network_error_resend' : failureCode(error);
      if (code === 'resend_too_soon') {
        setSent(true);
        restart(retryAfterSeconds(error) ?? RESEND_LOCK_SECONDS);
      }
      setProblem(code ?? 'resend_code_error');
    }
  };

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isConfirming) return;
    const code = digits.join('');
    if (!CODE_PATTERN.test(code)) {
      setProblem('invalid_or_expired_code');
      return;
    }
    setProblem(null);
    try {
      await confirmCode(code);
      // Not the registration text ("you may sign in now"): this user is signed in already.
      notify({ kind: 'success', message: t('account.profile.verify.done') });
      onVerified();
    } catch (error) {
      setProblem(isNetworkFailure(error) ? 'network_error' : (failureCode(error) ?? 'verification_error'));
    }
  };

  return (
    <section className="profile-verify" aria-labelledby="profile-verify-title" data-testid="email-verification">
      <div className="profile-verify__head">
        <span className="profile-verify__icon" aria-hidden="true">
          <AlertIcon size={22} />
        </span>
        <div>
          <h2 id="profile-verify-title" className="profile-verify__title">
            {t('account.profile.verify.title')}
          </h2>
          <p className="profile-verify__text">
            <Trans i18nKey="account.profile.verify.text" values={{ email }} components={{ email: <strong className="account-card__email" /> }} />
          </p>
        </div>
      </div>
      {sent ? (
        <form className="account-form profile-verify__form" onSubmit={onConfirm} noValidate>
          <div className="code-field">
            <p id="profile-verify-code-label" className="field__label">
              {t('account.verifyCode.label')}
            </p>
            <CodeInput digits={digits} onChange={setDigits} labelledBy="profile-verify-code-label" invalid={problem === 'invalid_or_expired_code'} />
          </div>
          <FormMessage kind="error" message={problem ? message(problem, 'verification_error') : null} />
          <SubmitButton busy={isConfirming} variant="teal">
            {t('account.profile.verify.submit')}
          </SubmitButton>
          <div className="resend resend--compact">
            {secondsLeft > 0 ? (
              <p className="resend__countdown">
                <Trans
                  i18nKey="account.verifyCode.resendIn"
                  values={{ seconds: secondsLeft }}
                  components={{ count: <span className="resend__seconds" /> }}
                />
              </p>
            ) : (
              <button type="button" className="resend__button" onClick={onSend} disabled={isSending}>
                <RefreshIcon size={18} />
                {t('account.verifyCode.resend')}
              </button>
            )}
          </div>
        </form>
      ) : (
        <>
          <FormMessage kind="error" message={problem ? message(problem, 'resend_code_error') : null} />
          <button type="button" className={buttonClass('teal')} onClick={onSend} disabled={isSending} aria-busy={isSending || undefined}>
            {t('account.profile.verify.send')}
          </button>
        </>
      )}
    </section>
  );
}
