import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { SubmitButton } from '../../../shared/ui/button/submit-button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { TextField } from '../../../shared/ui/form/text-field';
import { SettingsIcon } from '../../../shared/ui/icons/page-icons';
import { formFailure } from '../api/form-failure';
import { useAdminSession, useAdminSignIn } from '../api/use-admin-session';
import { adminPaths } from '../lib/admin-paths';
import './admin.css';

/** `/admin/login`: staff sign in with e-mail and password (DESIGN.md: `POST /api/admin/login.php`). */
export function AdminLoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.login.title'));
  const message = useCodeMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const { checking, isAdmin } = useAdminSession();
  const { signIn, isPending } = useAdminSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const from = (location.state as { from?: string } | null)?.from;
  const target = from && from.startsWith('/admin') && from !== adminPaths.login ? from : adminPaths.dashboard;

  if (!checking && isAdmin) return <Navigate to={target} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    if (!email.trim() || !password) {
      setError('email_and_password_required');
      return;
    }
    setError(null);
    try {
      await signIn(email.trim(), password);
      navigate(target, { replace: true });
    } catch (failure) {
      setError(formFailure(failure).code ?? 'login_failed');
    }
  };

  return (
    <div className="admin-login">
      <div className="admin-login__card">
        <span className="admin-login__icon" aria-hidden="true">
          <SettingsIcon />
        </span>
        <h1 className="admin-login__title">{t('admin.login.title')}</h1>
        <p className="admin-login__text">{t('admin.login.text')}</p>
        <form className="admin-login__form" onSubmit={onSubmit} noValidate>
          <TextField label={t('account.fields.email')} name="email" type="email" autoComplete="username" value={email} onChange={setEmail} required autoFocus />
          <TextField label={t('account.fields.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} required />
          <FormMessage kind="error" message={error ? message(error, 'login_failed') : null} />
          <SubmitButton busy={isPending}>{t('admin.login.submit')}</SubmitButton>
        </form>
      </div>
    </div>
  );
}
