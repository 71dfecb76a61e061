import { checkPasswordRules } from '@mercato/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { SubmitButton } from '../../../shared/ui/button/submit-button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { TextField } from '../../../shared/ui/form/text-field';
import { failureCode, isNetworkFailure } from '../api/failure-code';
import { usePasswordChange } from '../api/use-profile';
import { PasswordRules } from './password-rules';

/** SPEC.md sections 5 and 9: the profile form also asks for at least 6 characters. */
export const PROFILE_PASSWORD_MIN = 6;

/** The client checks of the profile password change; null when the form may be sent. */
export function passwordChangeProblem(oldPassword: string, newPassword: string, confirm: string): string | null {
  const rulesMet = checkPasswordRules(newPassword).every(({ met }) => met);
  if (!oldPassword || newPassword.length < PROFILE_PASSWORD_MIN || !rulesMet || newPassword !== confirm) return 'password_input_error';
  return null;
}

type Outcome = { kind: 'error' | 'success'; code: string; fallback: string };

/** The password change section of /profile (SPEC.md sections 4, 5 and 8). */
export function PasswordChangeForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const message = useCodeMessage();
  const { changePassword, isPending } = usePasswordChange();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const problem = passwordChangeProblem(oldPassword, newPassword, confirm);
    if (problem) {
      setOutcome({ kind: 'error', code: problem, fallback: problem });
      return;
    }
    setOutcome(null);
    try {
      const answer = await changePassword(email, oldPassword, newPassword);
      setOutcome({ kind: 'success', code: answer, fallback: 'password_updated' });
      setOldPassword('');
      setNewPassword('');
      setConfirm('');
    } catch (error) {
      const code = isNetworkFailure(error) ? 'network_error' : failureCode(error);
      setOutcome({ kind: 'error', code: code ?? 'password_change_error', fallback: 'password_change_error' });
    }
  };

  const invalid = outcome?.kind === 'error';
  return (
    <form className="account-form profile-password" onSubmit={onSubmit} noValidate aria-labelledby="profile-password-title">
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={t('account.profile.oldPassword')}
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        value={oldPassword}
        onChange={setOldPassword}
        invalid={invalid && !oldPassword}
        required
      />
      <TextField
        label={t('account.fields.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={setNewPassword}
        describedBy="profile-password-rules"
        required
      />
      <PasswordRules password={newPassword} id="profile-password-rules" />
      <TextField
        label={t('account.fields.confirm')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        invalid={invalid && confirm !== newPassword}
        required
      />
      <FormMessage kind={outcome?.kind ?? 'error'} message={outcome ? message(outcome.code, outcome.fallback) : null} />
      <SubmitButton busy={isPending} variant="teal">
        {t('account.profile.password.submit')}
      </SubmitButton>
    </form>
  );
}
