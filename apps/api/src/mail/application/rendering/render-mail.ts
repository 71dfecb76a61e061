import type { Language } from '@mercato/contracts';
import type { MailSecrets, MailTemplateName, MailTemplates } from '../../domain/mail.js';
import { mailText } from './mail-texts.js';

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A mail's body as paragraphs; `emphasis` is shown large (a code). */
type Block = { kind: 'paragraph'; text: string } | { kind: 'emphasis'; text: string };

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
};

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

  const text = [greeting, ...blocks.map((b) => b.text), signature, '--', footer].join('\n\n');
  const htmlBlocks = blocks
    .map((b) =>
      b.kind === 'emphasis'
        ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:24px 0">${escapeHtml(b.text)}</p>`
        : `<p>${escapeHtml(b.text)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#2b2118;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${htmlBlocks}
<p>${escapeHtml(signature)}</p>
<hr style="border:none;border-top:1px solid #e5dccf"><p style="font-size:12px;color:#7a6a58">${escapeHtml(footer).replace('\n', '<br>')}</p>
</body></html>`;
  return { subject, text, html };
}
