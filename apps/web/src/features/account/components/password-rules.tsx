import { checkPasswordRules, PASSWORD_MIN_LENGTH } from '@mercato/contracts';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon } from '../../../shared/ui/icons/ui-icons';

interface PasswordRulesProps {
  password: string;
  /** The password input points at the list with aria-describedby. */
  id: string;
}

/**
 * SPEC.md section 5: the password rules, each shown as met or not while the user types. The
 * rules come from @mercato/contracts, the same ones the API checks.
 */
export function PasswordRules({ password, id }: PasswordRulesProps) {
  const { t } = useTranslation();
  const rules = checkPasswordRules(password);
  return (
    <div className="password-rules" id={id}>
      <p className="password-rules__title">{t('account.password.rules.title')}</p>
      <ul className="password-rules__list">
        {rules.map(({ rule, met }) => (
          <li key={rule} className={met ? 'password-rules__rule is-met' : 'password-rules__rule'} data-rule={rule} data-met={met}>
            <span className="password-rules__icon" aria-hidden="true">
              {met ? <CheckIcon size={14} /> : <CloseIcon size={12} />}
            </span>
            <span>
              {t(`account.password.rules.${rule}`, { min: PASSWORD_MIN_LENGTH })}
              <span className="visually-hidden"> – {t(met ? 'account.password.rules.met' : 'account.password.rules.unmet')}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
