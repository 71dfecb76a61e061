import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminResendPurchaseOrder } from '@mercato/api-client';
import { buttonClass } from '../../../shared/ui/button/button';
import { codeMessageKey } from '../../../shared/i18n/code-messages';
import { useAdminRefresh } from '../api/use-admin-refresh';
import { formFailure } from '../api/form-failure';

const OPEN = new Set(['pending', 'sent', 'undeliverable']);

/** Staff send a purchase order again, with a new answer link (the old one stops answering). */
export function ResendPurchaseOrder({ orderId, partId, status }: { orderId: number; partId: number; status: string }) {
  const { t, i18n } = useTranslation();
  const refresh = useAdminRefresh();
  const resend = useAdminResendPurchaseOrder();
  const [message, setMessage] = useState<string | null>(null);
  if (!OPEN.has(status)) return null;
  const send = async () => {
    setMessage(null);
    try {
      await resend.mutateAsync({ id: orderId, partId });
      setMessage(t('admin.orders.resent'));
      await refresh();
    } catch (error) {
      setMessage(t(codeMessageKey(i18n, formFailure(error).code) ?? 'error.server_error'));
    }
  };
  return (
    <>
      {' '}
      <button type="button" className={buttonClass('secondary', 'sm')} disabled={resend.isPending} onClick={() => void send()}>
        {t('admin.orders.resend')}
      </button>
      {message ? <span role="status"> {message}</span> : null}
    </>
  );
}
