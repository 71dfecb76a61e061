import { formatChf, rappenToChf, type Language } from '@mercato/contracts';
import type { MailTemplates } from '../../domain/mail.js';
import { mailText } from './mail-texts.js';
import { recordedLine, recordedTotals, type RecordedTotals } from './order-mails.js';

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

const amount = (rappen: number): string => rappenToChf(rappen).toFixed(2);

/**
 * The purchase order as a CSV attachment, in the wholesaler's language: one row per line
 * (order number, delivery date, product, quantity, unit, unit price and line total in CHF excl.
 * VAT, VAT rate in %), then, after an empty row, the totals as the mail shows them (net, the
 * delivery fee, VAT per rate on its base, total incl. VAT), each label in the product column and
 * its amount in the total column. Separated by `;` and with a byte-order mark, as Swiss
 * spreadsheet programs open it directly.
 */
export function purchaseOrderCsv(language: Language, p: MailTemplates['purchase_order']): { filename: string; content: Buffer } {
  const text = (key: string, params?: Record<string, string>) => mailText(language, key, params);
  const head = ['order_number', 'delivery_date', 'product', 'quantity', 'unit', 'unit_price', 'total', 'vat_rate'].map((c) => text(`purchase_order.csv.${c}`));
  const rows = p.lines.map(recordedLine).map((line) =>
    csvRow([
      p.orderNumber,
      p.deliveryDate ?? '',
      line.name[language] || line.name.fr,
      line.quantity,
      text(`units.${line.unit}`),
      amount(line.unitPriceRappen),
      amount(line.netRappen),
      line.vatRateBasisPoints === undefined ? '' : line.vatRateBasisPoints / 100,
    ]),
  );
  const totals = recordedTotals(p.totals as RecordedTotals);
  const total = (label: string, rappen: number, rate: number | '' = '') => csvRow(['', '', label, '', '', '', amount(rappen), rate]);
  const totalRows = [
    total(text('order.net'), totals.netRappen),
    ...(totals.feesRappen ? [total(text('order.fee'), totals.feesRappen)] : []),
    ...totals.vat.map((v) => total(text('order.vat', { rate: String(v.rate), base: formatChf(rappenToChf(v.baseRappen)) }), v.amountRappen, v.rate)),
    total(text('order.gross'), totals.grossRappen),
  ];
  const body = [csvRow(head), ...rows, '', ...totalRows].join('\r\n') + '\r\n';
  return {
    filename: `${text('purchase_order.csv.filename')}-${p.orderNumber}.csv`,
    content: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body, 'utf8')]),
  };
}
