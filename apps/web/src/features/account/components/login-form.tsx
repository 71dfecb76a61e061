import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/config/paths';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { SubmitButton } from '../../../shared/ui/button/submit-button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { TextField } from '../../../shared/ui/form/text-field';
import { useNotify } from '../../../shared/ui/notification/notification';
import { failureCode } from '../api/failure-code';
import { useSignIn, type AfterSignIn } from '../api/use-sign-in';
import { LOGIN_REDIRECT_MS } from '../lib/delays';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';

interface LoginFormProps {
  initialEmail?: string;
  afterSignIn?: AfterSignIn;
}

/** SPEC.md sections 4 and 5: e-mail and password; success stores the user, says so, and goes home after 1 s. */
export function LoginForm({ initialEmail = '', afterSignIn }: LoginFormProps) {
  const { t } = useTranslation();
  const message = useCodeMessage();
  const notify = useNotify();
  const navigateLater = useDelayedNavigate();
  const { signIn, isPending } = useSignIn(afterSignIn);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || signedIn) return;
    if (email.trim() === '' || password === '') {
      setError('email_and_password_required');
      return;
    }
    setError(null);
    try {
      await signIn({ email: email.trim(), password });
    } catch (failure) {
      setError(failureCode(failure) ?? 'login_failed');
      return;
    }
    setSignedIn(true);
    notify({ kind: 'success', message: t('success.login_success') });
    navigateLater(paths.home, LOGIN_REDIRECT_MS);
  };

  const missing = error === 'email_and_password_required';
  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-labelledby="auth-tab-login">
      <TextField
        label={t('account.fields.email')}
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        required
        invalid={missing && email.trim() === ''}
        disabled={signedIn}
      />
      <div className="account-form__password">
        <TextField
          label={t('account.fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          required
          invalid={(missing && password === '') || error === 'invalid_credentials'}
          disabled={signedIn}
        />
        <Link to={paths.forgotPassword} className="account-form__aside-link">
          {t('account.login.forgotPassword')}
        </Link>
      </div>
      <FormMessage kind="error" message={error ? message(error, 'login_failed') : null} />
      <SubmitButton busy={isPending} disabled={signedIn}>
        {t('account.login.submit')}
      </SubmitButton>
    </form>
  );
}
