import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/config/paths';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { useLanguage } from '../../../shared/i18n/use-language';
import { SubmitButton } from '../../../shared/ui/button/submit-button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { TextField } from '../../../shared/ui/form/text-field';
import { KeyIcon } from '../../../shared/ui/icons/page-icons';
import { ArrowLeftIcon } from '../../../shared/ui/icons/ui-icons';
import { useNotify } from '../../../shared/ui/notification/notification';
import { failureCode, isNetworkFailure } from '../api/failure-code';
import { useRequestResetCode } from '../api/use-code-flow';
import { FORGOT_PASSWORD_REDIRECT_MS } from '../lib/delays';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { AccountCard } from './account-card';

/** `/forgot-password` (SPEC.md section 4): a reset code by e-mail, then /verify-code after 0.8 s. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const message = useCodeMessage();
  const language = useLanguage();
  const notify = useNotify();
  const navigateLater = useDelayedNavigate();
  const { requestCode, isPending } = useRequestResetCode(language);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || sent) return;
    const address = email.trim();
    if (address === '') {
      setError('email_required');
      return;
    }
    setError(null);
    try {
      const answer = await requestCode(address);
      setSent(true);
      notify({ kind: 'success', message: message(answer, 'reset_code_sent') });
      navigateLater(paths.verifyCode, FORGOT_PASSWORD_REDIRECT_MS);
    } catch (failure) {
      setError(isNetworkFailure(failure) ? 'network_error' : (failureCode(failure) ?? 'send_code_error'));
    }
  };

  return (
    <AccountCard
      icon={<KeyIcon />}
      title={t('account.forgotPassword.title')}
      lead={t('account.forgotPassword.text')}
      footer={
        <Link to={paths.auth} className="account-card__back">
          <ArrowLeftIcon size={18} />
          {t('account.backToLogin')}
        </Link>
      }
    >
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('account.fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          required
          invalid={error === 'email_required' || error === 'invalid_email'}
          disabled={sent}
        />
        <FormMessage kind="error" message={error ? message(error, 'send_code_error') : null} />
        <SubmitButton busy={isPending} disabled={sent}>
          {t('account.forgotPassword.submit')}
        </SubmitButton>
      </form>
    </AccountCard>
  );
}
