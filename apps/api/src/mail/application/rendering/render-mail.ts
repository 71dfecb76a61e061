import type { Language } from '@mercato/contracts';
import type { MailSecrets, MailTemplateName, MailTemplates } from '../../domain/mail.js';
import type { Block } from './mail-block.js';
import { mailText } from './mail-texts.js';
import { orderConfirmation, purchaseOrder, purchaseOrderAnswered, purchaseOrderCancelled } from './order-mails.js';
import { purchaseOrderCsv } from './purchase-order-csv.js';

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Attachments the template makes itself (the purchase order as CSV). */
  readonly attachments: ReadonlyArray<{ filename: string; contentType: string; content: Buffer }>;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Composer<T extends MailTemplateName> = (
  language: Language,
  params: MailTemplates[T],
  secrets: MailSecrets,
) => { subject: string; blocks: Block[] };

const COMPOSERS: { [T in MailTemplateName]: Composer<T> } = {
  verification_code: (language, { purpose }, { code }) => {
    if (!code || !/^\d{6}$/.test(code)) throw new Error('verification_code needs a six-digit code');
    return {
      subject: mailText(language, 'verification_code.subject', { code }),
      blocks: [
        { kind: 'paragraph', text: mailText(language, `verification_code.intro.${purpose}`) },
        { kind: 'emphasis', text: code },
        { kind: 'paragraph', text: mailText(language, 'verification_code.validity') },
        { kind: 'paragraph', text: mailText(language, 'verification_code.ignore') },
      ],
    };
  },
  password_changed: (language) => ({
    subject: mailText(language, 'password_changed.subject'),
    blocks: [
      { kind: 'paragraph', text: mailText(language, 'password_changed.body') },
      { kind: 'paragraph', text: mailText(language, 'password_changed.sessions') },
      { kind: 'paragraph', text: mailText(language, 'password_changed.not_you') },
    ],
  }),
  email_changed: (language, { newEmail }) => ({
    subject: mailText(language, 'email_changed.subject'),
    blocks: [
      { kind: 'paragraph', text: mailText(language, 'email_changed.body', { newEmail }) },
      { kind: 'paragraph', text: mailText(language, 'email_changed.not_you') },
    ],
  }),
  feedback: (language, p) => ({
    subject: mailText(language, 'feedback.subject', { subject: p.subject, company: p.company }),
    blocks: [
      { kind: 'paragraph', text: mailText(language, 'feedback.intro') },
      {
        kind: 'paragraph',
        text: (['name', 'company', 'email', 'phone', 'subject'] as const)
          .map((field) => `${mailText(language, `feedback.fields.${field}`)}: ${p[field]}`)
          .join('\n'),
      },
      { kind: 'paragraph', text: `${mailText(language, 'feedback.fields.message')}:\n${p.message}` },
      {
        kind: 'paragraph',
        text: p.attachmentNames.length
          ? `${mailText(language, 'feedback.attachments', { count: String(p.attachmentNames.length) })}\n${p.attachmentNames.map((n) => `- ${n}`).join('\n')}`
          : mailText(language, 'feedback.no_attachments'),
      },
      { kind: 'paragraph', text: mailText(language, 'feedback.reply', { email: p.email }) },
    ],
  }),
  order_confirmation: (language, params) => orderConfirmation(language, params),
  purchase_order: (language, params, secrets) => purchaseOrder(language, params, secrets),
  purchase_order_answered: (language, params) => purchaseOrderAnswered(language, params),
  purchase_order_cancelled: (language, params) => purchaseOrderCancelled(language, params),
};

/** Files a template attaches by itself, made from its parameters. */
function generatedAttachments(template: MailTemplateName, language: Language, params: unknown): RenderedMail['attachments'] {
  if (template !== 'purchase_order') return [];
  const csv = purchaseOrderCsv(language, params as MailTemplates['purchase_order']);
  return [{ filename: csv.filename, contentType: 'text/csv; charset=utf-8', content: csv.content }];
}

const CELL = 'padding:4px 12px 4px 0;border-bottom:1px solid #eee5d8;text-align:left;vertical-align:top';

function blockText(block: Block): string {
  switch (block.kind) {
    case 'table':
      return [block.head.join(' | '), ...block.rows.map((row) => row.join(' | '))].join('\n');
    case 'totals':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'link':
      return `${block.text}:\n${block.href}`;
    default:
      return block.text;
  }
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'emphasis':
      return `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:24px 0">${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h3 style="font-size:16px;margin:24px 0 8px">${escapeHtml(block.text)}</h3>`;
    case 'table': {
      const head = block.head.map((h) => `<th style="${CELL}">${escapeHtml(h)}</th>`).join('');
      const rows = block.rows.map((row) => `<tr>${row.map((c) => `<td style="${CELL}">${escapeHtml(c)}</td>`).join('')}</tr>`).join('');
      return `<table style="border-collapse:collapse;margin:8px 0"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
    }
    case 'totals':
      return `<table style="border-collapse:collapse;margin:8px 0">${block.rows
        .map(([label, value]) => `<tr><td style="${CELL}">${escapeHtml(label ?? '')}</td><td style="${CELL};font-weight:bold">${escapeHtml(value ?? '')}</td></tr>`)
        .join('')}</table>`;
    case 'link':
      return `<p><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:10px 16px;background:#7a3e1d;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(block.text)}</a><br><span style="font-size:12px;word-break:break-all">${escapeHtml(block.href)}</span></p>`;
    default:
      return `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
  }
}

/** Renders a template in the recipient's language, as plain text and as simple, safe HTML. */
export function renderMail<T extends MailTemplateName>(
  template: T,
  language: Language,
  params: MailTemplates[T],
  secrets: MailSecrets = {},
): RenderedMail {
  const { subject, blocks } = (COMPOSERS[template] as Composer<T>)(language, params, secrets);
  const greeting = mailText(language, 'layout.greeting');
  const signature = mailText(language, 'layout.signature');
  const footer = `${mailText(language, 'layout.footer')}\n${mailText(language, 'layout.automatic')}`;

  const text = [greeting, ...blocks.map(blockText), signature, '--', footer].join('\n\n');
  const htmlBlocks = blocks.map(blockHtml).join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#2b2118;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${htmlBlocks}
<p>${escapeHtml(signature)}</p>
<hr style="border:none;border-top:1px solid #e5dccf"><p style="font-size:12px;color:#7a6a58">${escapeHtml(footer).replace('\n', '<br>')}</p>
</body></html>`;
  return { subject, text, html, attachments: generatedAttachments(template, language, params) };
}
