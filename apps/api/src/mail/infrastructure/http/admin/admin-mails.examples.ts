import type { ExampleTable } from '../../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */
export const ADMIN_MAILS_EXAMPLES: ExampleTable = {
  adminListTroubledMails: {
    responses: {
      200: {
        success: true,
        items: [
          {
            id: '0b7e4a1c-3f52-4d8e-9a61-7c2d5b8e1f34',
            template: 'purchase_order',
            recipient: 'bestellungen@limmat-gastro.ch',
            status: 'failed',
            attempts: 14,
            last_error: '550 5.1.1 <bestellungen@limmat-gastro.ch>: Recipient address rejected: User unknown',
            created_at: '2026-11-26T06:12:40.118Z',
            next_attempt_at: null,
            failed_at: '2026-11-26T06:13:02.907Z',
          },
          {
            id: '5d2c8f90-1a34-4b67-8e21-9f0a3c6d7b58',
            template: 'order_confirmation',
            recipient: 'claire.rochat@brasserie-du-lac.ch',
            status: 'pending',
            attempts: 3,
            last_error: 'connect ETIMEDOUT 185.12.64.10:587',
            created_at: '2026-11-27T09:41:05.530Z',
            next_attempt_at: '2026-11-27T10:01:05.530Z',
            failed_at: null,
          },
        ],
      },
    },
  },
  adminResendMail: { responses: { 200: { success: true } } },
};
