import { meetsPasswordRule } from '@mercato/contracts';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/config/paths';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { useLanguage } from '../../../shared/i18n/use-language';
import { SubmitButton } from '../../../shared/ui/button/submit-button';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { TextField } from '../../../shared/ui/form/text-field';
import { useNotify } from '../../../shared/ui/notification/notification';
import { useSignUp, type SignUpInput } from '../api/use-sign-up';
import { PasswordRules } from './password-rules';
import { ActivationCodeHelp } from './activation-code-help';

type Field = keyof SignUpInput;

const REQUIRED: Field[] = ['firstName', 'lastName', 'phone', 'email', 'restaurantName', 'restaurantAddress', 'password', 'confirm'];

/** Which field a code of the form or of the API is about, to mark it. */
const FIELDS_OF_CODE: Record<string, Field[]> = {
  accept_privacy_required: ['privacyAccepted'],
  passwords_do_not_match: ['confirm'],
  password_does_not_meet_requirements: ['password'],
  password_too_common: ['password'],
  invalid_email: ['email'],
  email_already_used: ['email'],
  invalid_phone: ['phone'],
  invalid_promo_code: ['promoCode'],
  invalid_or_used_promo: ['promoCode'],
  promo_check_failed: ['promoCode'],
};

const EMPTY: SignUpInput = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  restaurantName: '',
  restaurantAddress: '',
  password: '',
  confirm: '',
  promoCode: '',
  privacyAccepted: false,
};

/** SPEC.md section 5, in its order: every field but the promo code, the privacy policy, equal passwords, the rules. */
function firstProblem(form: SignUpInput): { code: string; fields: Field[] } | null {
  const empty = REQUIRED.filter((field) => String(form[field]).trim() === '');
  if (empty.length > 0) return { code: 'fill_all_fields', fields: empty };
  if (!form.privacyAccepted) return { code: 'accept_privacy_required', fields: ['privacyAccepted'] };
  if (form.password !== form.confirm) return { code: 'passwords_do_not_match', fields: ['confirm'] };
  if (!meetsPasswordRule(form.password)) return { code: 'password_does_not_meet_requirements', fields: ['password'] };
  return null;
}

/** Registration (SPEC.md sections 4 and 5): checks, the promo code check, register, then /verify-code. */
export function RegisterForm() {
  const { t } = useTranslation();
  const message = useCodeMessage();
  const language = useLanguage();
  const notify = useNotify();
  const navigate = useNavigate();
  const { signUp, isPending } = useSignUp(language);
  const [form, setForm] = useState<SignUpInput>(EMPTY);
  const [error, setError] = useState<{ code: string; fields: Field[] } | null>(null);

  const set = <K extends Field>(field: K) => (value: SignUpInput[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    // A field the user is correcting is no longer marked; the message stays until the next try.
    setError((current) => (current?.fields.includes(field) ? { ...current, fields: current.fields.filter((f) => f !== field) } : current));
  };
  const invalid = (field: Field) => error?.fields.includes(field) ?? false;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const problem = firstProblem(form);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const outcome = await signUp(form);
    if (!outcome.ok) {
      setError({ code: outcome.code, fields: FIELDS_OF_CODE[outcome.code] ?? [] });
      return;
    }
    notify({ kind: 'info', message: message(outcome.message, 'check_email_for_code') });
    navigate(paths.verifyCode);
  };

  const field = (name: Field, autoComplete: string, type: 'text' | 'email' | 'tel' = 'text') => (
    <TextField
      label={t(`account.fields.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={String(form[name])}
      onChange={set(name) as (value: string) => void}
      required
      invalid={invalid(name)}
    />
  );

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-labelledby="auth-tab-register">
      <fieldset className="account-form__group">
        <legend className="account-form__legend">{t('account.register.you')}</legend>
        <div className="account-form__row">
          {field('firstName', 'given-name')}
          {field('lastName', 'family-name')}
        </div>
        <div className="account-form__row">
          {field('phone', 'tel', 'tel')}
          {field('email', 'email', 'email')}
        </div>
      </fieldset>

      <fieldset className="account-form__group">
        <legend className="account-form__legend">{t('account.register.restaurant')}</legend>
        {field('restaurantName', 'organization')}
        {field('restaurantAddress', 'street-address')}
      </fieldset>

      <fieldset className="account-form__group">
        <legend className="account-form__legend">{t('account.register.security')}</legend>
        <TextField
          label={t('account.fields.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          required
          invalid={invalid('password')}
          describedBy="register-password-rules"
        />
        <PasswordRules id="register-password-rules" password={form.password} />
        <TextField
          label={t('account.fields.confirm')}
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
          required
          invalid={invalid('confirm')}
        />
        <TextField
          label={t('account.fields.promoCode')}
          name="promo_code"
          autoComplete="off"
          value={form.promoCode}
          onChange={set('promoCode')}
          optional
          invalid={invalid('promoCode')}
          hint={t('account.register.promoHint')}
        />
        <ActivationCodeHelp />
      </fieldset>

      <CheckboxField
        name="privacy_accepted"
        checked={form.privacyAccepted}
        onChange={set('privacyAccepted')}
        invalid={invalid('privacyAccepted')}
        required
        label={
          <Trans
            i18nKey="account.register.privacy"
            components={{
              policy: <Link to={paths.privacy} target="_blank" rel="noopener" />,
              newTab: <span className="visually-hidden" />,
            }}
          />
        }
      />
      <FormMessage kind="error" message={error ? message(error.code, 'registration_failed') : null} />
      <SubmitButton busy={isPending}>{t('account.register.submit')}</SubmitButton>
    </form>
  );
}
