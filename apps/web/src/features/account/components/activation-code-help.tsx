import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/config/paths';

/** Where a restaurant asks staff for an activation code: the contact form, filled in for it. */
export const ACTIVATION_REQUEST_PATH = `${paths.feedback}?topic=activation-code`;

/**
 * What the activation code is (the subscription that lets a restaurant order) and how to get one:
 * shown at registration, in the profile and where an order needs one.
 */
export function ActivationCodeHelp() {
  const { t } = useTranslation();
  return (
    <div className="activation-help">
      <p className="activation-help__text">{t('account.activation.explain')}</p>
      <Link className="activation-help__link" to={ACTIVATION_REQUEST_PATH}>
        {t('account.activation.request')}
      </Link>
    </div>
  );
}
