import { describe, expect, it } from '@jest/globals';
import { PART_STATUSES, transition, type PartEvent, type PartStatus } from './part-status.js';

const answered: PartStatus[] = ['confirmed', 'partially_confirmed', 'rejected', 'cancelled'];

describe('purchase-order part status', () => {
  it('becomes sent when its mail is out, and only from pending', () => {
    expect(transition('pending', { kind: 'mail_sent' })).toEqual({ ok: true, status: 'sent' });
    for (const status of PART_STATUSES.filter((s) => s !== 'pending')) expect(transition(status, { kind: 'mail_sent' })).toEqual({ ok: true, status });
  });

  it('takes the wholesaler’s answer while pending or sent', () => {
    for (const status of ['pending', 'sent'] as const) {
      expect(transition(status, { kind: 'confirm', less: false })).toEqual({ ok: true, status: 'confirmed' });
      expect(transition(status, { kind: 'confirm', less: true })).toEqual({ ok: true, status: 'partially_confirmed' });
      expect(transition(status, { kind: 'reject' })).toEqual({ ok: true, status: 'rejected' });
    }
  });

  it('refuses a second answer, and any answer to a cancelled part', () => {
    const events: PartEvent[] = [{ kind: 'confirm', less: false }, { kind: 'confirm', less: true }, { kind: 'reject' }, { kind: 'resend' }];
    for (const status of answered) for (const event of events) expect(transition(status, event)).toEqual({ ok: false, error: 'already_answered' });
  });

  it('cancels while pending or sent and in time, never after the cut-off or an answer', () => {
    expect(transition('pending', { kind: 'cancel', inTime: true })).toEqual({ ok: true, status: 'cancelled' });
    expect(transition('sent', { kind: 'cancel', inTime: true })).toEqual({ ok: true, status: 'cancelled' });
    expect(transition('sent', { kind: 'cancel', inTime: false })).toEqual({ ok: false, error: 'cannot_cancel' });
    for (const status of answered) expect(transition(status, { kind: 'cancel', inTime: true })).toEqual({ ok: false, error: 'cannot_cancel' });
  });

  it('sends again only an open part, which is pending until the new mail is out', () => {
    expect(transition('sent', { kind: 'resend' })).toEqual({ ok: true, status: 'pending' });
    expect(transition('pending', { kind: 'resend' })).toEqual({ ok: true, status: 'pending' });
  });
});
