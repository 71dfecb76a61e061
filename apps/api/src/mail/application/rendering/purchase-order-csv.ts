import { rappenToChf, type Language } from '@mercato/contracts';
import type { MailTemplates } from '../../domain/mail.js';
import { mailText } from './mail-texts.js';
import { recordedLine } from './order-mails.js';

/**
 * One CSV field (RFC 4180): quoted when it holds a separator, a quote or a line break, quotes
 * doubled. A text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe first (OWASP "CSV injection"): a product name or a
 * restaurant's note never becomes a formula in the wholesaler's spreadsheet. Numbers are written
 * by us and stay numbers.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r,]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function csvRow(fields: ReadonlyArray<string | number>): string {
  return fields.map(csvField).join(';');
}

/**
 * The purchase order as a CSV attachment, in the wholesaler's language: one row per line
 * (product, quantity, unit, unit price and line total in CHF excl. VAT). Separated by `;` and
 * with a byte-order mark, as Swiss spreadsheet programs open it directly.
 */
export function purchaseOrderCsv(language: Language, p: MailTemplates['purchase_order']): { filename: string; content: Buffer } {
  const head = ['order_number', 'delivery_date', 'product', 'quantity', 'unit', 'unit_price', 'total'].map((c) => mailText(language, `purchase_order.csv.${c}`));
  const rows = p.lines.map(recordedLine).map((line) =>
    csvRow([
      p.orderNumber,
      p.deliveryDate ?? '',
      line.name[language] || line.name.fr,
      line.quantity,
      mailText(language, `units.${line.unit}`),
      rappenToChf(line.unitPriceRappen).toFixed(2),
      rappenToChf(line.netRappen).toFixed(2),
    ]),
  );
  const body = [csvRow(head), ...rows].join('\r\n') + '\r\n';
  return { filename: `${mailText(language, 'purchase_order.csv.filename')}-${p.orderNumber}.csv`, content: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body, 'utf8')]) };
}
