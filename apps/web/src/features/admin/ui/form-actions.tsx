import { useTranslation } from 'react-i18next';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { buttonClass } from '../../../shared/ui/button/button';
import { FormMessage } from '../../../shared/ui/form/form-message';

interface FormActionsProps {
  busy: boolean;
  code: string | null;
  saved: boolean;
  onDelete?: (() => void) | undefined;
  deleteLabel?: string;
}

/** The end of every admin form: its outcome, save, and (when editing) delete. */
export function FormActions({ busy, code, saved, onDelete, deleteLabel }: FormActionsProps) {
  const { t } = useTranslation();
  const message = useCodeMessage();
  return (
    <div className="admin-form__end">
      <FormMessage kind="error" message={code ? message(code, 'update_failed') : null} />
      <FormMessage kind="success" message={saved && !code ? t('admin.common.saved') : null} />
      <div className="admin-form__actions">
        <button type="submit" className={buttonClass('primary')} disabled={busy} aria-busy={busy || undefined}>
          {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {t('admin.common.save')}
        </button>
        {onDelete ? (
          <button type="button" className={`${buttonClass('secondary')} admin-danger-outline`} onClick={onDelete}>
            {deleteLabel ?? t('admin.common.delete')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
