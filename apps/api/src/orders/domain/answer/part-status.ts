/**
 * A purchase order's life (DESIGN.md "The order loop"): `pending` until its mail to the
 * wholesaler is out, `sent` once it is, then the wholesaler's answer (`confirmed`,
 * `partially_confirmed` when it delivers less, `rejected`) or the restaurant's `cancelled`.
 * An answered or cancelled part never changes again.
 */
export const PART_STATUSES = ['pending', 'sent', 'confirmed', 'partially_confirmed', 'rejected', 'cancelled'] as const;
export type PartStatus = (typeof PART_STATUSES)[number];

export type PartEvent =
  /** The purchase-order mail reached the wholesaler's mail server. */
  | { readonly kind: 'mail_sent' }
  /** Staff send the purchase order again (a new link): it is pending until that mail is out. */
  | { readonly kind: 'resend' }
  /** The wholesaler confirms; `less` when it delivers less than ordered on some line. */
  | { readonly kind: 'confirm'; readonly less: boolean }
  | { readonly kind: 'reject' }
  /** The restaurant cancels; `inTime` when the cut-off of the part's delivery date has not passed. */
  | { readonly kind: 'cancel'; readonly inTime: boolean };

export type PartTransition =
  | { readonly ok: true; readonly status: PartStatus }
  | { readonly ok: false; readonly error: 'already_answered' | 'cannot_cancel' };

export const isOpen = (status: PartStatus): boolean => status === 'pending' || status === 'sent';

export function isPartStatus(value: unknown): value is PartStatus {
  return typeof value === 'string' && (PART_STATUSES as readonly string[]).includes(value);
}

/** The status after an event, or why the event is refused. Pure: the store applies it conditionally. */
export function transition(status: PartStatus, event: PartEvent): PartTransition {
  switch (event.kind) {
    case 'mail_sent':
      return { ok: true, status: status === 'pending' ? 'sent' : status };
    case 'resend':
      return isOpen(status) ? { ok: true, status: 'pending' } : { ok: false, error: 'already_answered' };
    case 'confirm':
      return isOpen(status) ? { ok: true, status: event.less ? 'partially_confirmed' : 'confirmed' } : { ok: false, error: 'already_answered' };
    case 'reject':
      return isOpen(status) ? { ok: true, status: 'rejected' } : { ok: false, error: 'already_answered' };
    case 'cancel':
      return isOpen(status) && event.inTime ? { ok: true, status: 'cancelled' } : { ok: false, error: 'cannot_cancel' };
  }
}
