import { RESEND_LOCK_SECONDS, VERIFICATION_CODE_LENGTH } from '@mercato/contracts';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { paths } from '../../../shared/config/paths';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { useLanguage } from '../../../shared/i18n/use-language';
import { SubmitButton } from '../../../shared/ui/button/submit-button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { MailCheckIcon } from '../../../shared/ui/icons/page-icons';
import { ArrowLeftIcon, RefreshIcon } from '../../../shared/ui/icons/ui-icons';
import { useNotify } from '../../../shared/ui/notification/notification';
import { failureCode, isNetworkFailure, retryAfterSeconds } from '../api/failure-code';
import { useConfirmCode, useResendVerificationCode } from '../api/use-code-flow';
import { VERIFY_REDIRECT_MS } from '../lib/delays';
import { readPendingVerification, type PendingVerification } from '../lib/pending-verification';
import { useCountdown } from '../lib/use-countdown';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import type { AuthLocationState } from './auth-page';
import { AccountCard } from './account-card';
import { CodeInput, emptyCode } from './code-input';

const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

/** `/verify-code` (SPEC.md sections 4 and 5); without a pending registration in storage it goes to /auth. */
export function VerifyCodePage() {
  // Read once: a verified registration is cleared from storage while the success message shows.
  const [pending] = useState(readPendingVerification);
  if (!pending) return <Navigate to={paths.auth} replace />;
  return <VerifyCodeForm pending={pending} />;
}

interface Problem {
  code: string;
  fallback: string;
}

function VerifyCodeForm({ pending }: { pending: PendingVerification }) {
  const { t } = useTranslation();
  const message = useCodeMessage();
  const language = useLanguage();
  const notify = useNotify();
  const navigateLater = useDelayedNavigate();
  const { confirmCode, isPending: confirming } = useConfirmCode(language);
  const { resendCode, isPending: resending } = useResendVerificationCode(language);
  // Arriving here counts as a send: the code was just mailed (SPEC.md section 4).
  const { secondsLeft, restart } = useCountdown(RESEND_LOCK_SECONDS);
  const [digits, setDigits] = useState(emptyCode);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirming || confirmed) return;
    const code = digits.join('');
    if (!pending.identifier || !CODE_PATTERN.test(code)) {
      setProblem({ code: 'email_not_found', fallback: 'email_not_found' });
      return;
    }
    setProblem(null);
    try {
      const answer = await confirmCode(pending.identifier, code, pending.type);
      setConfirmed(true);
      notify({ kind: 'success', message: message(answer, pending.type === 'register' ? 'registration_verified' : 'code_confirmed') });
      if (pending.type === 'register') {
        navigateLater(paths.auth, VERIFY_REDIRECT_MS, { tab: 'login', email: pending.identifier } satisfies AuthLocationState);
      } else {
        navigateLater(paths.resetPassword, VERIFY_REDIRECT_MS);
      }
    } catch (error) {
      const code = isNetworkFailure(error) ? 'network_error' : failureCode(error);
      setProblem({ code: code ?? 'verification_error', fallback: 'verification_error' });
    }
  };

  const onResend = async () => {
    if (resending) return;
    setProblem(null);
    try {
      const answer = await resendCode(pending.identifier, pending.type);
      restart(RESEND_LOCK_SECONDS);
      setDigits(emptyCode());
      notify({ kind: 'info', message: message(answer, 'new_code_sent') });
    } catch (error) {
      if (isNetworkFailure(error)) {
        setProblem({ code: 'network_error_resend', fallback: 'network_error_resend' });
        return;
      }
      const code = failureCode(error);
      if (code === 'resend_too_soon') restart(retryAfterSeconds(error) ?? RESEND_LOCK_SECONDS);
      // The lock and the hourly limit have their own words; anything else is the generic one.
      const known = code === 'resend_too_soon' || code === 'too_many_requests';
      setProblem({ code: known ? code : 'resend_code_error', fallback: 'resend_code_error' });
    }
  };

  const isRegister = pending.type === 'register';
  return (
    <AccountCard
      icon={<MailCheckIcon />}
      title={t('account.verifyCode.title')}
      lead={
        <Trans
          i18nKey={isRegister ? 'account.verifyCode.leadRegister' : 'account.verifyCode.leadReset'}
          values={{ email: pending.identifier }}
          components={{ email: <strong className="account-card__email" /> }}
        />
      }
      footer={
        <Link to={isRegister ? paths.auth : paths.forgotPassword} className="account-card__back">
          <ArrowLeftIcon size={18} />
          {t(isRegister ? 'account.verifyCode.backRegister' : 'account.verifyCode.backReset')}
        </Link>
      }
    >
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <div className="code-field">
          <p id="verify-code-label" className="field__label">
            {t('account.verifyCode.label')}
          </p>
          <CodeInput
            digits={digits}
            onChange={setDigits}
            labelledBy="verify-code-label"
            describedBy="verify-code-hint"
            invalid={problem?.code === 'invalid_or_expired_code' || problem?.code === 'email_not_found'}
            disabled={confirmed}
          />
          <p id="verify-code-hint" className="field__hint">
            {t('account.verifyCode.hint')}
          </p>
        </div>
        <FormMessage kind="error" message={problem ? message(problem.code, problem.fallback) : null} />
        <SubmitButton busy={confirming} disabled={confirmed}>
          {t('account.verifyCode.submit')}
        </SubmitButton>
      </form>

      <div className="resend">
        <p className="resend__question">{t('account.verifyCode.noCode')}</p>
        {secondsLeft > 0 ? (
          <p className="resend__countdown">
            <Trans
              i18nKey="account.verifyCode.resendIn"
              values={{ seconds: secondsLeft }}
              components={{ count: <span className="resend__seconds" data-testid="resend-countdown" /> }}
            />
          </p>
        ) : (
          <button type="button" className="resend__button" onClick={onResend} disabled={resending || confirmed}>
            <RefreshIcon size={18} />
            {t('account.verifyCode.resend')}
          </button>
        )}
      </div>
    </AccountCard>
  );
}
