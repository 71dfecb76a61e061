import { chfToRappen, formatChf, rappenToChf, type Language } from '@mercato/contracts';
import type { MailOrderLine, MailSecrets, MailTemplates, MailTotals } from '../../domain/mail.js';
import type { Block } from './mail-block.js';
import { mailText } from './mail-texts.js';

/** The one place a mail turns rappen into CHF: as it shows them. */
const chf = (rappen: number): string => formatChf(rappenToChf(rappen));

/**
 * Order mails recorded before amounts moved to rappen (a mail still waiting in the outbox
 * while the application was upgraded) carry CHF numbers: read both, so such a mail still
 * shows the right prices.
 */
type RecordedLine = MailOrderLine | (Omit<MailOrderLine, 'unitPriceRappen' | 'netRappen'> & { unitPrice: number; lineNet: number });
export type RecordedTotals = MailTotals | { net: number; vat: ReadonlyArray<{ rate: number; base: number; amount: number }>; gross: number };

export function recordedLine(line: RecordedLine): MailOrderLine {
  if ('unitPriceRappen' in line) return line;
  const { unitPrice, lineNet, ...rest } = line;
  return { ...rest, unitPriceRappen: chfToRappen(unitPrice), netRappen: chfToRappen(lineNet) };
}

export function recordedTotals(totals: RecordedTotals): MailTotals {
  if ('netRappen' in totals) return totals;
  return {
    netRappen: chfToRappen(totals.net),
    vat: totals.vat.map((v) => ({ rate: v.rate, baseRappen: chfToRappen(v.base), amountRappen: chfToRappen(v.amount) })),
    grossRappen: chfToRappen(totals.gross),
  };
}

/** `26.11.2026`: a delivery date as restaurants and wholesalers read it, with its weekday in the recipient's language. */
/** The weekday formatters, built once per language (an Intl formatter costs far more to build than to use). */
const WEEKDAY = new Map<Language, Intl.DateTimeFormat>();

/**
 * The days already written, per language and date: an order's mails name the same few delivery
 * days over and over, and formatting one costs more than the rest of its paragraph. Emptied when
 * full (a worker runs for weeks).
 */
const DAYS = new Map<string, string>();
const DAYS_MAX = 1000;

export function deliveryDay(language: Language, date: string): string {
  const key = `${language}${date}`;
  const known = DAYS.get(key);
  if (known !== undefined) return known;
  const day = new Date(`${date}T12:00:00Z`);
  let format = WEEKDAY.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat({ fr: 'fr-CH', de: 'de-CH', it: 'it-CH' }[language], { weekday: 'long', timeZone: 'UTC' });
    WEEKDAY.set(language, format);
  }
  const weekday = format.format(day);
  const written = `${weekday} ${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
  if (DAYS.size >= DAYS_MAX) DAYS.clear();
  DAYS.set(key, written);
  return written;
}

/** The delivery date and note of a part (its fee is a row of its totals), as paragraphs (none for mails recorded before they existed). */
function deliveryBlocks(language: Language, part: { deliveryDate?: string; note?: string }): Block[] {
  const blocks: Block[] = [];
  if (part.deliveryDate) blocks.push({ kind: 'paragraph', text: mailText(language, 'order.delivery_date', { date: deliveryDay(language, part.deliveryDate) }) });
  if (part.note) blocks.push({ kind: 'paragraph', text: mailText(language, 'order.note', { note: part.note }) });
  return blocks;
}

/** `2.5 kg`, `3 Stk.`: the quantity with the unit in the recipient's language. */
function quantity(language: Language, line: MailOrderLine): string {
  const amount = Number.isInteger(line.quantity) ? String(line.quantity) : String(Number(line.quantity.toFixed(3)));
  return `${amount} ${mailText(language, `units.${line.unit}`)}`;
}

function linesTable(language: Language, recorded: readonly RecordedLine[]): Block {
  const lines = recorded.map(recordedLine);
  return {
    kind: 'table',
    head: (['product', 'quantity', 'unit_price', 'total'] as const).map((c) => mailText(language, `order.table.${c}`)),
    rows: lines.map((line) => [line.name[language] || line.name.fr, quantity(language, line), chf(line.unitPriceRappen), chf(line.netRappen)]),
  };
}

function totalsTable(language: Language, recorded: RecordedTotals): Block {
  const totals = recordedTotals(recorded);
  return {
    kind: 'totals',
    rows: [
      [mailText(language, 'order.net'), chf(totals.netRappen)],
      ...(totals.feesRappen ? [[mailText(language, 'order.fee'), chf(totals.feesRappen)]] : []),
      ...totals.vat.map((v) => [mailText(language, 'order.vat', { rate: String(v.rate), base: chf(v.baseRappen) }), chf(v.amountRappen)]),
      [mailText(language, 'order.gross'), chf(totals.grossRappen)],
    ],
  };
}

export function orderConfirmation(language: Language, p: MailTemplates['order_confirmation']): { subject: string; blocks: Block[] } {
  return {
    subject: mailText(language, 'order_confirmation.subject', { orderNumber: p.orderNumber }),
    blocks: [
      { kind: 'paragraph', text: mailText(language, 'order_confirmation.intro', { orderNumber: p.orderNumber, placedAt: p.placedAt }) },
      ...p.parts.flatMap((part): Block[] => [
        { kind: 'heading', text: mailText(language, 'order_confirmation.part', { wholesalerName: part.wholesalerName }) },
        ...deliveryBlocks(language, part),
        linesTable(language, part.lines),
        totalsTable(language, part.totals),
      ]),
      ...(p.note ? [{ kind: 'paragraph' as const, text: mailText(language, 'order.note', { note: p.note }) }] : []),
      { kind: 'heading', text: mailText(language, 'order_confirmation.total') },
      totalsTable(language, p.totals),
      { kind: 'paragraph', text: mailText(language, 'order.prices_note') },
      { kind: 'paragraph', text: mailText(language, 'order_confirmation.orders_link') },
    ],
  };
}

export function purchaseOrder(language: Language, p: MailTemplates['purchase_order'], secrets: MailSecrets = {}): { subject: string; blocks: Block[] } {
  const r = p.restaurant;
  return {
    subject: mailText(language, 'purchase_order.subject', { orderNumber: p.orderNumber, restaurantName: r.name }),
    blocks: [
      {
        kind: 'paragraph',
        text: mailText(language, 'purchase_order.intro', { wholesalerName: p.wholesalerName, placedAt: p.placedAt }),
      },
      { kind: 'heading', text: mailText(language, 'purchase_order.customer') },
      {
        kind: 'totals',
        rows: [
          [mailText(language, 'purchase_order.restaurant'), r.name],
          [mailText(language, 'purchase_order.address'), r.address],
          [mailText(language, 'purchase_order.phone'), r.phone],
          [mailText(language, 'purchase_order.contact'), r.contactName],
          [mailText(language, 'purchase_order.email'), r.email],
        ],
      },
      { kind: 'heading', text: `${mailText(language, 'purchase_order.lines')} (${p.orderNumber})` },
      ...deliveryBlocks(language, p),
      linesTable(language, p.lines),
      totalsTable(language, p.totals),
      { kind: 'paragraph', text: mailText(language, 'order.prices_note') },
      // The wholesaler's personal link (mails recorded before links existed have none).
      ...(secrets.supplierLink
        ? [
            { kind: 'paragraph' as const, text: mailText(language, 'purchase_order.answer') },
            { kind: 'link' as const, text: mailText(language, 'purchase_order.answer_link'), href: secrets.supplierLink },
            { kind: 'paragraph' as const, text: mailText(language, 'purchase_order.answer_validity') },
          ]
        : []),
      { kind: 'paragraph', text: mailText(language, 'purchase_order.csv_note') },
      { kind: 'paragraph', text: mailText(language, 'purchase_order.questions') },
    ],
  };
}

/** `2.5 kg`: a bare quantity with its unit. */
function amount(language: Language, value: number, unit: 'kg' | 'piece'): string {
  const shown = Number.isInteger(value) ? String(value) : String(Number(value.toFixed(3)));
  return `${shown} ${mailText(language, `units.${unit}`)}`;
}

export function purchaseOrderAnswered(language: Language, p: MailTemplates['purchase_order_answered']): { subject: string; blocks: Block[] } {
  const vars = { orderNumber: p.orderNumber, wholesalerName: p.wholesalerName };
  const blocks: Block[] = [{ kind: 'paragraph', text: mailText(language, `purchase_order_answered.intro.${p.status}`, vars) }];
  if (p.deliveryDate) blocks.push({ kind: 'paragraph', text: mailText(language, 'purchase_order_answered.delivery_date', { date: deliveryDay(language, p.deliveryDate) }) });
  if (p.status !== 'rejected' && p.lines.length) {
    blocks.push({
      kind: 'table',
      head: [mailText(language, 'order.table.product'), mailText(language, 'purchase_order_answered.ordered'), mailText(language, 'purchase_order_answered.confirmed')],
      rows: p.lines.map((l) => [l.name[language] || l.name.fr, amount(language, l.ordered, l.unit), amount(language, l.confirmed, l.unit)]),
    });
  }
  if (p.note) blocks.push({ kind: 'paragraph', text: mailText(language, 'purchase_order_answered.note', { note: p.note }) });
  if (p.reason) blocks.push({ kind: 'paragraph', text: mailText(language, 'purchase_order_answered.reason', { reason: p.reason }) });
  blocks.push({ kind: 'paragraph', text: mailText(language, 'purchase_order_answered.orders_link') });
  return { subject: mailText(language, `purchase_order_answered.subject.${p.status}`, vars), blocks };
}

export function purchaseOrderCancelled(language: Language, p: MailTemplates['purchase_order_cancelled']): { subject: string; blocks: Block[] } {
  const vars = { orderNumber: p.orderNumber, wholesalerName: p.wholesalerName, restaurantName: p.restaurantName };
  return {
    subject: mailText(language, 'purchase_order_cancelled.subject', vars),
    blocks: [
      { kind: 'paragraph', text: mailText(language, 'purchase_order_cancelled.intro', vars) },
      ...deliveryBlocks(language, p),
      { kind: 'heading', text: mailText(language, 'purchase_order_cancelled.lines') },
      linesTable(language, p.lines),
    ],
  };
}
