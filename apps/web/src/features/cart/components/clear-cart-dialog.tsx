import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../shared/ui/button/button';
import { Modal } from '../../../shared/ui/modal/modal';

interface ClearCartDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Emptying the cart asks first: the lines cannot be brought back. */
export function ClearCartDialog({ open, onCancel, onConfirm }: ClearCartDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onCancel} title={t('cart.clear.title')} description={t('cart.clear.text')} closeLabel={t('common.close')}>
      <div className="dialog-actions">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t('cart.clear.cancel')}
        </button>
        <button type="button" className={buttonClass('primary')} onClick={onConfirm}>
          {t('cart.clear.confirm')}
        </button>
      </div>
    </Modal>
  );
}
