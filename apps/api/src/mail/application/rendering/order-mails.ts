import { formatChf, type Language } from '@mercato/contracts';
import type { MailOrderLine, MailTemplates, MailTotals } from '../../domain/mail.js';
import { mailText } from './mail-texts.js';
import type { Block } from './render-mail.js';

/** `2.5 kg`, `3 Stk.`: the quantity with the unit in the recipient's language. */
function quantity(language: Language, line: MailOrderLine): string {
  const amount = Number.isInteger(line.quantity) ? String(line.quantity) : String(Number(line.quantity.toFixed(3)));
  return `${amount} ${mailText(language, `units.${line.unit}`)}`;
}

function linesTable(language: Language, lines: readonly MailOrderLine[]): Block {
  return {
    kind: 'table',
    head: (['product', 'quantity', 'unit_price', 'total'] as const).map((c) => mailText(language, `order.table.${c}`)),
    rows: lines.map((line) => [line.name[language] || line.name.fr, quantity(language, line), formatChf(line.unitPrice), formatChf(line.lineNet)]),
  };
}

function totalsTable(language: Language, totals: MailTotals): Block {
  return {
    kind: 'totals',
    rows: [
      [mailText(language, 'order.net'), formatChf(totals.net)],
      ...totals.vat.map((v) => [mailText(language, 'order.vat', { rate: String(v.rate), base: formatChf(v.base) }), formatChf(v.amount)]),
      [mailText(language, 'order.gross'), formatChf(totals.gross)],
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
        linesTable(language, part.lines),
        totalsTable(language, part.totals),
      ]),
      { kind: 'heading', text: mailText(language, 'order_confirmation.total') },
      totalsTable(language, p.totals),
      { kind: 'paragraph', text: mailText(language, 'order.prices_note') },
      { kind: 'paragraph', text: mailText(language, 'order_confirmation.orders_link') },
    ],
  };
}

export function purchaseOrder(language: Language, p: MailTemplates['purchase_order']): { subject: string; blocks: Block[] } {
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
      linesTable(language, p.lines),
      totalsTable(language, p.totals),
      { kind: 'paragraph', text: mailText(language, 'order.prices_note') },
      { kind: 'paragraph', text: mailText(language, 'purchase_order.questions') },
    ],
  };
}
