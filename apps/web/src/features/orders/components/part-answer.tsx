import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderPartDto } from '@mercato/api-client';
import { codeMessageKey } from '../../../shared/i18n/code-messages';
import { useLanguage } from '../../../shared/i18n/use-language';
import { buttonClass } from '../../../shared/ui/button/button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { Modal } from '../../../shared/ui/modal/modal';
import { useCancelPart } from '../api/use-cancel-part';
import { formatDeliveryDate } from '../lib/plan-lines';

/** The wholesaler's answer to a part: the date it confirmed, its note, or its reason to reject. */
export function PartAnswer({ part }: { part: OrderPartDto }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const answer = part.answer;
  if (!answer) return null;
  return (
    <ul className="order-part__answer" aria-label={t('orders.answer.label')}>
      {answer.delivery_date ? <li>{t('orders.answer.date', { date: formatDeliveryDate(answer.delivery_date, language) })}</li> : null}
      {answer.note ? <li>{t('orders.answer.note', { note: answer.note })}</li> : null}
      {answer.reason ? <li>{t('orders.answer.reason', { reason: answer.reason })}</li> : null}
    </ul>
  );
}

const CANCELLABLE = new Set(['pending', 'sent', 'undeliverable']);

/** "Cancel this part", with a confirmation step; a refusal (too late, answered meanwhile) says why. */
export function CancelPart({ orderId, part }: { orderId: number; part: OrderPartDto }) {
  const { t, i18n } = useTranslation();
  const { cancel, cancelling } = useCancelPart();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!CANCELLABLE.has(part.status)) return null;
  const confirm = async () => {
    const outcome = await cancel(orderId, part.id);
    setOpen(false);
    setError(outcome.ok ? null : t(codeMessageKey(i18n, outcome.code) ?? 'error.server_error'));
  };
  return (
    <div className="order-part__cancel">
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setOpen(true)}>
        {t('orders.cancel.button')}
      </button>
      <FormMessage kind="error" message={error} />
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('orders.cancel.title', { wholesaler: part.wholesaler_name })}
        description={t('orders.cancel.text')}
        closeLabel={t('orders.cancel.keep')}
      >
        <div className="order-part__cancel-actions">
          <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
            {t('orders.cancel.keep')}
          </button>
          <button type="button" className={buttonClass('primary')} disabled={cancelling} onClick={() => void confirm()}>
            {t('orders.cancel.confirm')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
