import type { Language, Totals } from '@mercato/contracts';

/** Every mail the product sends, with the parameters its template needs. */
export interface MailTemplates {
  /** A six-digit code: registration, password reset, e-mail change (old and new address). */
  verification_code: { purpose: 'register' | 'reset' | 'change_old_email' | 'change_new_email' };
  /** Notice to the account's address after a password reset or change. */
  password_changed: Record<string, never>;
  /** Notice to the old address once the account's address has changed. */
  email_changed: { newEmail: string };
  /** To the restaurant once its order is placed: every part per wholesaler, with totals. */
  order_confirmation: { orderNumber: string; placedAt: string; parts: MailOrderPart[]; totals: MailTotals; note?: string };
  /** To one wholesaler: its purchase order, with the restaurant to deliver to. */
  purchase_order: {
    orderNumber: string;
    placedAt: string;
    wholesalerName: string;
    restaurant: { name: string; address: string; phone: string; contactName: string; email: string };
    lines: MailOrderLine[];
    totals: MailTotals;
    /** `YYYY-MM-DD`; absent in mails recorded before delivery dates existed. */
    deliveryDate?: string;
    feeRappen?: number;
    /** The restaurant's note for the wholesalers. */
    note?: string;
  };
  /** To the restaurant: a wholesaler confirmed (perhaps with less) or rejected its purchase order. */
  purchase_order_answered: {
    orderNumber: string;
    wholesalerName: string;
    status: 'confirmed' | 'partially_confirmed' | 'rejected';
    /** `YYYY-MM-DD`, the date the wholesaler confirmed. */
    deliveryDate?: string;
    note?: string;
    reason?: string;
    /** Each line with what was ordered and what the wholesaler will deliver (confirmations only). */
    lines: Array<{ name: Record<Language, string>; unit: 'kg' | 'piece'; ordered: number; confirmed: number }>;
  };
  /** To the wholesaler: the restaurant cancelled its purchase order. */
  purchase_order_cancelled: {
    orderNumber: string;
    wholesalerName: string;
    restaurantName: string;
    deliveryDate?: string;
    lines: MailOrderLine[];
  };
  /** A visitor's feedback form, to the staff inbox (FEEDBACK_TO), with its files attached. */
  feedback: {
    name: string;
    email: string;
    phone: string;
    company: string;
    subject: string;
    message: string;
    attachmentNames: string[];
  };
}

export type MailTemplateName = keyof MailTemplates;

/**
 * An ordered line in a mail: names in every language (each recipient reads its own), amounts
 * in rappen (the mail shows them in CHF when it is rendered).
 */
export interface MailOrderLine {
  name: Record<Language, string>;
  unit: 'kg' | 'piece';
  quantity: number;
  unitPriceRappen: number;
  netRappen: number;
  /** VAT rate in basis points (260 = 2.6 %); absent in mails recorded before it was carried. */
  vatRateBasisPoints?: number;
}

/** Net, VAT per rate and gross in rappen, as `computeTotals` gives them; the fees apart when there are any. */
export type MailTotals = Totals & { readonly feesRappen?: number };

export interface MailOrderPart {
  wholesalerName: string;
  lines: MailOrderLine[];
  totals: MailTotals;
  deliveryDate?: string;
  feeRappen?: number;
}

/** Parameters that must never rest in clear (a code): sealed in the outbox, wiped once sent. */
export interface MailSecrets {
  code?: string;
  /** The wholesaler's personal answer link in a purchase-order mail (it holds the token). */
  supplierLink?: string;
}

export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  /** File-store key of the content (private). */
  readonly fileKey: string;
}

export interface MailRequest<T extends MailTemplateName = MailTemplateName> {
  readonly template: T;
  readonly to: string;
  readonly language: Language;
  readonly params: MailTemplates[T];
  readonly secrets?: MailSecrets;
  readonly attachments?: readonly MailAttachment[];
}

/** What a Mailer sends: fully rendered. */
export interface OutgoingMail {
  /** Stable per outbox row, so a repeated delivery can be recognised by the receiving side. */
  readonly messageId: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: ReadonlyArray<{ filename: string; contentType: string; content: Buffer }>;
}
