import { describe, expect, it } from '@jest/globals';
import { LANGUAGES, type Language } from '@mercato/contracts';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailSecrets, MailTemplateName, MailTemplates } from '../domain/mail.js';
import { renderMail } from '../application/rendering/render-mail.js';
import { messageBytes } from './mime-bytes.js';

const name = { fr: 'Gruyère AOP', de: 'Greyerzer AOP', it: 'Groviera AOP' };
const lines = [
  { name, unit: 'kg' as const, quantity: 2.5, unitPriceRappen: 124050, netRappen: 310125 },
  { name: { fr: 'Œufs « bio »', de: 'Eier „Bio“', it: 'Uova <bio> & co' }, unit: 'piece' as const, quantity: 30, unitPriceRappen: 45, netRappen: 1350 },
];
const totals = { netRappen: 311475, feesRappen: 1500, vat: [{ rate: 2.6, baseRappen: 311475, amountRappen: 8098 }], grossRappen: 321073 };
const restaurant = { name: 'Bistro du Lac', address: 'Quai 1, 1201 Genève', phone: '+41 21 555 12 34', contactName: 'Anna Rossi', email: 'chef@bistro.ch' };
const note = 'Livraison par l’entrée de service, merci !  ';

/** Every template with parameters that reach each of its blocks. */
const TEMPLATES: { [T in MailTemplateName]: [MailTemplates[T], MailSecrets?] } = {
  verification_code: [{ purpose: 'register' }, { code: '048213' }],
  password_changed: [{}],
  email_changed: [{ newEmail: 'neu@bistro.ch' }],
  feedback: [
    { name: 'Jean Dupont', email: 'jean@bistro.ch', phone: '+41 79 000 00 00', company: 'Bistro', subject: 'Idée', message: 'Заказ принят\nLigne très longue '.repeat(12), attachmentNames: ['menu.pdf'] },
  ],
  order_confirmation: [{ orderNumber: '2026-000042', placedAt: '22.11.2026 14:05', parts: [{ wholesalerName: 'Alpha', lines, totals, deliveryDate: '2026-12-01' }], totals, note }],
  purchase_order: [
    { orderNumber: '2026-000042', placedAt: '22.11.2026 14:05', wholesalerName: 'Alpha', restaurant, lines, totals, deliveryDate: '2026-12-01', note },
    { supplierLink: `https://mercato.test/supplier/answer/${'t0k3n'.repeat(20)}` },
  ],
  purchase_order_answered: [
    { orderNumber: '2026-000042', wholesalerName: 'Alpha', status: 'partially_confirmed', deliveryDate: '2026-12-02', note, lines: [{ name, unit: 'kg', ordered: 2.5, confirmed: 2 }] },
  ],
  purchase_order_cancelled: [{ orderNumber: '2026-000042', wholesalerName: 'Alpha', restaurantName: 'Bistro du Lac', deliveryDate: '2026-12-01', lines }],
};

/** As `SmtpMailer` compiles a mail (its options), with fixed ids so two builds can be compared. */
function compile(fields: Record<string, unknown>) {
  return new MailComposer({
    from: 'Mercato <noreply@mercato.test>',
    messageId: '<row-1@mercato.mail>',
    to: 'grossiste@alpha.test',
    textEncoding: 'quoted-printable',
    baseBoundary: '0123456789abcdef',
    ...fields,
  }).compile();
}

describe('messageBytes', () => {
  const cases = LANGUAGES.flatMap((language) => (Object.keys(TEMPLATES) as MailTemplateName[]).map((template) => [template, language] as const));

  it.each(cases)('writes the %s mail in %s byte for byte as nodemailer builds it', async (template: MailTemplateName, language: Language) => {
    const [params, secrets] = TEMPLATES[template];
    const rendered = renderMail(template, language, params as never, secrets);
    const { attachments, ...content } = rendered;
    const extra = template === 'feedback' ? [{ filename: 'photo.bin', contentType: 'application/octet-stream', content: randomBytes(70_000) }] : [];
    const message = compile({ ...content, attachments: [...attachments, ...extra] });
    // The same compiled tree (same date, boundaries and ids) written at once first, as the mailer does, then streamed.
    const written = await messageBytes(message);
    expect(written.toString('latin1')).toBe((await message.build()).toString('latin1'));
  });

  it.each([
    ['a text ending in spaces', { text: 'Merci   ', html: '<p>Merci</p>\t' }],
    ['a text only, without a line break at its end', { text: 'Grüezi' }],
    ['a text ending in a carriage return', { text: 'Grüezi\r' }],
    ['a plain ASCII text (7bit)', { text: 'Hello', html: '<p>Hello</p>' }],
    ['mostly other scripts and long lines', { subject: 'Заказ', text: 'Заказ принят: доставка в понедельник. '.repeat(30), html: `<p>${'Crème brûlée × 2 '.repeat(40)}</p>` }],
    // A line feed right at the end of the first 64 KB slice: nodemailer breaks the line there, a single pass would not.
    ['a text over one of the 64 KB slices nodemailer encodes at a time', { text: `${'x'.repeat(51)}\n${'a'.repeat(65536 - 53)}\n${'b '.repeat(1000)} ` }],
    ['a text only, as an empty buffer', { text: Buffer.alloc(0) }],
    ['an empty attachment', { text: 'x', attachments: [{ filename: 'leer.txt', content: Buffer.alloc(0) }] }],
    ['nothing but an empty attachment sent as is', { attachments: [{ filename: 'leer.bin', content: Buffer.alloc(0), contentTransferEncoding: '7bit' }] }],
    ['nothing but an attachment sent as is', { attachments: [{ filename: 'a.bin', content: Buffer.from('abc'), contentTransferEncoding: '7bit' }] }],
    ['a part given raw', { text: 'x', attachments: [{ raw: 'Content-Type: text/plain\r\n\r\nhello\r\n' }] }],
    ['a binary attachment in quoted-printable (lone line feeds are data)', { text: 'x', attachments: [{ filename: 'a.bin', contentType: 'application/octet-stream', contentTransferEncoding: 'quoted-printable', content: Buffer.from('a\nb\rc\r\n') }] }],
    ['a CSV attachment with CR LF lines', { text: 'x', attachments: [{ filename: 'bestellung.csv', contentType: 'text/csv; charset=utf-8', content: Buffer.from('\uFEFFProdukt;Menge\r\nRösti;2\r\n') }] }],
  ])('writes %s as nodemailer builds it', async (_case, fields) => {
    const message = compile(fields);
    const written = await messageBytes(message);
    expect(written.toString('latin1')).toBe((await message.build()).toString('latin1'));
  });

  it('leaves content it cannot hold in memory (a stream) to nodemailer', async () => {
    const message = compile({ text: 'x', attachments: [{ filename: 'a.txt', contentType: 'text/plain', content: Readable.from([Buffer.from('streamed')]) }] });
    const bytes = (await messageBytes(message)).toString();
    expect(bytes).toContain(Buffer.from('streamed').toString('base64').slice(0, 8));
  });
});
