import { useTranslation } from 'react-i18next';
import { SettingsIcon } from '../../../shared/ui/icons/page-icons';
import { PagePlaceholder } from '../../../shared/ui/page-placeholder/page-placeholder';

/** `/admin/login`: staff sign-in, coming soon. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  return <PagePlaceholder visual={<SettingsIcon />} title={t('admin.login.title')} description={t('admin.login.text')} />;
}
