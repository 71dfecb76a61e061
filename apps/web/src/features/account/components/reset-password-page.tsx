import { meetsPasswordRule } from '@mercato/contracts';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { paths } from '../../../shared/config/paths';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { SubmitButton } from '../../../shared/ui/button/submit-button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { TextField } from '../../../shared/ui/form/text-field';
import { ShieldIcon } from '../../../shared/ui/icons/page-icons';
import { ArrowLeftIcon } from '../../../shared/ui/icons/ui-icons';
import { useNotify } from '../../../shared/ui/notification/notification';
import { failureCode, isNetworkFailure } from '../api/failure-code';
import { useSetNewPassword } from '../api/use-code-flow';
import { RESET_REDIRECT_MS } from '../lib/delays';
import { readResetEmail } from '../lib/pending-verification';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import type { AuthLocationState } from './auth-page';
import { AccountCard } from './account-card';
import { PasswordRules } from './password-rules';

/** `/reset-password` (SPEC.md sections 4 and 5); without a stored reset e-mail it goes to /forgot-password. */
export function ResetPasswordPage() {
  // Read once: the reset e-mail is cleared as soon as the new password is set.
  const [email] = useState(readResetEmail);
  if (!email) return <Navigate to={paths.forgotPassword} replace />;
  return <ResetPasswordForm email={email} />;
}

type Field = 'password' | 'confirm';

/** SPEC.md section 5: both fields, equal, and the rules met. */
function firstProblem(password: string, confirm: string): { code: string; fields: Field[] } | null {
  const empty = ([['password', password], ['confirm', confirm]] as const).filter(([, value]) => value === '').map(([name]) => name);
  if (empty.length > 0) return { code: 'fill_all_fields', fields: [...empty] };
  if (password !== confirm) return { code: 'passwords_do_not_match', fields: ['confirm'] };
  if (!meetsPasswordRule(password)) return { code: 'password_requirements_not_met', fields: ['password'] };
  return null;
}

function ResetPasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const message = useCodeMessage();
  const notify = useNotify();
  const navigateLater = useDelayedNavigate();
  const { setNewPassword, isPending } = useSetNewPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ code: string; fields: Field[] } | null>(null);
  const [updated, setUpdated] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || updated) return;
    const problem = firstProblem(password, confirm);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      const answer = await setNewPassword(email, password);
      setUpdated(true);
      notify({ kind: 'success', message: message(answer, 'password_updated') });
      navigateLater(paths.auth, RESET_REDIRECT_MS, { tab: 'login', email } satisfies AuthLocationState);
    } catch (failure) {
      // SPEC.md section 8: no answer at all reads as a server error here.
      const code = isNetworkFailure(failure) ? 'server_error' : (failureCode(failure) ?? 'reset_password_error');
      setError({ code, fields: code.startsWith('password') ? ['password'] : [] });
    }
  };

  return (
    <AccountCard
      icon={<ShieldIcon />}
      title={t('account.resetPassword.title')}
      lead={
        <Trans i18nKey="account.resetPassword.text" values={{ email }} components={{ email: <strong className="account-card__email" /> }} />
      }
      footer={
        <Link to={paths.auth} className="account-card__back">
          <ArrowLeftIcon size={18} />
          {t('account.backToLogin')}
        </Link>
      }
    >
      <form className="account-form" onSubmit={onSubmit} noValidate>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={t('account.fields.newPassword')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          required
          invalid={error?.fields.includes('password')}
          describedBy="reset-password-rules"
          disabled={updated}
        />
        <PasswordRules id="reset-password-rules" password={password} />
        <TextField
          label={t('account.fields.confirm')}
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          required
          invalid={error?.fields.includes('confirm')}
          disabled={updated}
        />
        <FormMessage kind="error" message={error ? message(error.code, 'reset_password_error') : null} />
        <SubmitButton busy={isPending} disabled={updated}>
          {t('account.resetPassword.submit')}
        </SubmitButton>
      </form>
    </AccountCard>
  );
}
