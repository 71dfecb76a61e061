import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sentRequests, stubFetchByPath } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { MailList } from './mails';

const failed = {
  id: '0b9f5c1e-6f0e-4f57-9d6e-2d7c2f7a9a01',
  template: 'purchase_order',
  recipient: 'orders@grossiste.test',
  status: 'failed',
  attempts: 1,
  last_error: '550 No such mailbox',
  created_at: '2026-11-25T09:00:00.000Z',
  next_attempt_at: null,
  failed_at: '2026-11-25T09:00:01.000Z',
};

describe('/admin/mails', () => {
  it('lists failed and waiting mails with their last error, and sends one again', async () => {
    const stub = stubFetchByPath({
      '/api/v1/admin/mails': { status: 200, body: { success: true, items: [failed, { ...failed, id: 'w', status: 'pending', attempts: 9, template: 'verification_code', last_error: 'connect ECONNREFUSED' }] } },
      [`/api/v1/admin/mails/${failed.id}/resend`]: { status: 200, body: { success: true } },
    });
    renderRoutes([{ path: '/admin/mails', element: <MailList /> }], { route: '/admin/mails', language: 'de' });

    const rows = await screen.findAllByTestId('admin-mail-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Bestellschein')).toBeTruthy();
    expect(within(rows[0]!).getByText('Endgültig fehlgeschlagen')).toBeTruthy();
    expect(within(rows[0]!).getByText('550 No such mailbox')).toBeTruthy();
    expect(within(rows[1]!).getByText('Wartet (9 Versuche)')).toBeTruthy();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Erneut senden' }));
    await waitFor(() => expect(sentRequests(stub).map(({ url }) => url)).toContain(`/api/v1/admin/mails/${failed.id}/resend`));
  });

  it('says so when no mail is in trouble', async () => {
    stubFetchByPath({ '/api/v1/admin/mails': { status: 200, body: { success: true, items: [] } } });
    renderRoutes([{ path: '/admin/mails', element: <MailList /> }], { route: '/admin/mails', language: 'it' });
    expect((await screen.findByTestId('admin-mails-empty')).textContent).toBe('Nessuna e-mail in sospeso.');
  });
});
