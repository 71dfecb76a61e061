import { RESEND_LOCK_SECONDS, VERIFICATION_CODE_LENGTH } from '@mercato/contracts';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { SubmitButton } from '../../../shared/ui/button/submit-button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { MailIcon, RefreshIcon } from '../../../shared/ui/icons/ui-icons';
import { Modal } from '../../../shared/ui/modal/modal';
import { useNotify } from '../../../shared/ui/notification/notification';
import { failureCode, isNetworkFailure, retryAfterSeconds } from '../api/failure-code';
import { useCountdown } from '../lib/use-countdown';
import { CodeInput, emptyCode } from './code-input';

const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

export interface EmailChangeFlow {
  confirmOld: (code: string) => Promise<string>;
  confirmNew: (code: string) => Promise<string>;
  resendCode: (type: 'change_old_email' | 'change_new_email') => Promise<string>;
  isPending: boolean;
  isResending: boolean;
}

interface EmailChangeModalProps {
  open: boolean;
  oldEmail: string;
  newEmail: string;
  flow: EmailChangeFlow;
  /** Why the modal is open, shown above the steps (translated by the caller). */
  notice?: string | null;
  /** Both codes confirmed: the address is changed on the server. */
  onDone: () => void;
  onClose: () => void;
}

/**
 * SPEC.md section 4: the e-mail changes in two steps, a code sent to the current address,
 * then one sent to the new address; each send locks the resend for 30 s.
 */
export function EmailChangeModal({ open, onClose, ...steps }: EmailChangeModalProps) {
  const { t } = useTranslation();
  // The steps live only while the modal is open: every opening starts at step 1.
  return (
    <Modal open={open} onClose={onClose} title={t('account.profile.emailChange.title')} closeLabel={t('common.close')}>
      <EmailChangeSteps {...steps} />
    </Modal>
  );
}

function EmailChangeSteps({ oldEmail, newEmail, flow, notice, onDone }: Omit<EmailChangeModalProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const message = useCodeMessage();
  const notify = useNotify();
  const [step, setStep] = useState<'old' | 'new'>('old');
  const [digits, setDigits] = useState(emptyCode);
  const [problem, setProblem] = useState<string | null>(null);
  // The first code has just been sent.
  const { secondsLeft, restart } = useCountdown(RESEND_LOCK_SECONDS);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.isPending) return;
    const code = digits.join('');
    if (!CODE_PATTERN.test(code)) {
      setProblem(step === 'old' ? 'invalid_old_email_code' : 'invalid_new_email_code');
      return;
    }
    setProblem(null);
    try {
      if (step === 'old') {
        const answer = await flow.confirmOld(code);
        notify({ kind: 'info', message: message(answer, 'old_email_confirmed_code_sent') });
        setStep('new');
        setDigits(emptyCode());
        restart(RESEND_LOCK_SECONDS);
      } else {
        await flow.confirmNew(code);
        onDone();
      }
    } catch (error) {
      setProblem(isNetworkFailure(error) ? 'network_error' : (failureCode(error) ?? 'verification_failed'));
    }
  };

  const onResend = async () => {
    if (flow.isResending) return;
    setProblem(null);
    try {
      const answer = await flow.resendCode(step === 'old' ? 'change_old_email' : 'change_new_email');
      restart(RESEND_LOCK_SECONDS);
      setDigits(emptyCode());
      notify({ kind: 'info', message: message(answer, 'new_code_sent') });
    } catch (error) {
      const code = isNetworkFailure(error) ? 'network_error_resend' : failureCode(error);
      if (code === 'resend_too_soon') restart(retryAfterSeconds(error) ?? RESEND_LOCK_SECONDS);
      setProblem(code ?? 'resend_code_error');
    }
  };

  const address = step === 'old' ? oldEmail : newEmail;
  return (
      <form className="account-form email-change" onSubmit={onSubmit} noValidate data-step={step}>
        {notice ? (
          <p className="profile-note" role="status" data-testid="email-change-notice">
            <MailIcon size={20} />
            <span>{notice}</span>
          </p>
        ) : null}
        <ol className="email-change__steps" aria-label={t('account.profile.emailChange.stepsLabel')}>
          <li className={step === 'old' ? 'is-current' : 'is-done'} aria-current={step === 'old' ? 'step' : undefined}>
            {t('account.profile.emailChange.stepOld')}
          </li>
          <li className={step === 'new' ? 'is-current' : ''} aria-current={step === 'new' ? 'step' : undefined}>
            {t('account.profile.emailChange.stepNew')}
          </li>
        </ol>
        <p className="email-change__lead">
          <Trans
            i18nKey="account.profile.emailChange.lead"
            values={{ email: address }}
            components={{ email: <strong className="account-card__email" /> }}
          />
        </p>
        <div className="code-field">
          <p id="email-change-code-label" className="field__label">
            {t('account.verifyCode.label')}
          </p>
          <CodeInput
            key={step}
            digits={digits}
            onChange={setDigits}
            labelledBy="email-change-code-label"
            invalid={problem === 'invalid_old_email_code' || problem === 'invalid_new_email_code'}
          />
        </div>
        <FormMessage kind="error" message={problem ? message(problem, 'verification_failed') : null} />
        <SubmitButton busy={flow.isPending}>{t('account.profile.emailChange.submit')}</SubmitButton>
        <div className="resend resend--compact">
          {secondsLeft > 0 ? (
            <p className="resend__countdown">
              <Trans
                i18nKey="account.verifyCode.resendIn"
                values={{ seconds: secondsLeft }}
                components={{ count: <span className="resend__seconds" data-testid="resend-countdown" /> }}
              />
            </p>
          ) : (
            <button type="button" className="resend__button" onClick={onResend} disabled={flow.isResending}>
              <RefreshIcon size={18} />
              {t('account.verifyCode.resend')}
            </button>
          )}
        </div>
      </form>
  );
}
