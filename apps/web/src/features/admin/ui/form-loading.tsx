import { useTranslation } from 'react-i18next';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { formFailure } from '../api/form-failure';

/** An edit form waits for its record before it can be typed into (nothing typed is lost to the load). */
export function FormLoading({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = useCodeMessage();
  return (
    <section className="admin-panel" aria-busy={error ? undefined : true}>
      <p className="admin-note">{error ? message(formFailure(error).code, 'not_found') : t('admin.common.loading')}</p>
    </section>
  );
}
