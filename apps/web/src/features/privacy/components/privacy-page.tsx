import { useTranslation } from 'react-i18next';
import { PRIVACY_POLICY_EFFECTIVE_DATE } from '@mercato/contracts';
import { ShieldIcon } from '../../../shared/ui/icons/page-icons';
import { PagePlaceholder } from '../../../shared/ui/page-placeholder/page-placeholder';

/** 2025-06-24 -> 24.06.2025, the way the policy date is written in all three languages. */
const swissDate = (isoDate: string) => isoDate.split('-').reverse().join('.');

/** `/privacy`: the privacy policy; its full text comes later. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      visual={<ShieldIcon />}
      title={t('privacy.title')}
      description={t('privacy.text')}
      note={t('privacy.note', { date: swissDate(PRIVACY_POLICY_EFFECTIVE_DATE) })}
    />
  );
}
