import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../shared/ui/button/button';
import { Modal } from '../../../shared/ui/modal/modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before anything destructive (delete, deactivate). */
export function ConfirmDialog({ open, title, text, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onCancel} title={title} closeLabel={t('common.close')}>
      <p className="admin-confirm__text">{text}</p>
      <div className="admin-confirm__actions">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t('admin.common.cancel')}
        </button>
        <button type="button" className={`${buttonClass('primary')} admin-danger`} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
