import { getAdminListTroubledMailsQueryKey, useAdminListTroubledMails, useAdminResendMail, type AdminMailDto } from '@mercato/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../shared/ui/button/button';
import { Badge } from '../ui/admin-list';

/**
 * `/admin/mails`: mails that failed for good and mails still unsent after 15 minutes
 * (DESIGN.md "Hardening decisions"), each with its last error and a "send again".
 */
export function MailList() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isPending } = useAdminListTroubledMails();
  const resend = useAdminResendMail({ mutation: { onSettled: () => queryClient.invalidateQueries({ queryKey: getAdminListTroubledMailsQueryKey() }) } });
  const date = new Intl.DateTimeFormat(`${i18n.language}-CH`, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Zurich' });
  const items: AdminMailDto[] = data?.items ?? [];
  return (
    <section className="admin-panel" aria-labelledby="admin-mails-title">
      <div className="admin-panel__head">
        <h1 id="admin-mails-title" className="admin-panel__title">
          {t('admin.entities.mails')}
        </h1>
      </div>
      <p>{t('admin.mails.lead')}</p>
      {isPending ? (
        <p role="status">{t('admin.common.loading')}</p>
      ) : items.length === 0 ? (
        <p data-testid="admin-mails-empty">{t('admin.mails.none')}</p>
      ) : (
        <div className="admin-table__wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.mails.recipient')}</th>
                <th scope="col">{t('admin.mails.kind')}</th>
                <th scope="col">{t('admin.mails.createdAt')}</th>
                <th scope="col">{t('admin.fields.status')}</th>
                <th scope="col">{t('admin.mails.lastError')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('admin.mails.resend')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((mail) => (
                <tr key={mail.id} data-testid="admin-mail-row">
                  <td>{mail.recipient}</td>
                  <td>{t(`admin.mails.template.${mail.template}`, { defaultValue: mail.template })}</td>
                  <td>{date.format(new Date(mail.created_at))}</td>
                  <td>
                    <Badge tone={mail.status === 'failed' ? 'off' : 'info'}>
                      {t(mail.status === 'failed' ? 'admin.mails.failed' : 'admin.mails.waiting', { count: mail.attempts })}
                    </Badge>
                  </td>
                  <td>{mail.last_error ?? ''}</td>
                  <td>
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      disabled={resend.isPending}
                      onClick={() => resend.mutate({ id: mail.id })}
                    >
                      {t('admin.mails.resend')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
