import { describe, expect, it } from '@jest/globals';
import { csvField, purchaseOrderCsv } from './purchase-order-csv.js';

describe('the purchase order as CSV', () => {
  it('quotes separators, quotes and line breaks, and disarms formulas', () => {
    expect(csvField('Gruyère AOP')).toBe('Gruyère AOP');
    expect(csvField('Huile; colza')).toBe('"Huile; colza"');
    expect(csvField('12" pizza')).toBe('"12"" pizza"');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+41 21')).toBe("'+41 21");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(2.5)).toBe('2.5');
  });

  it('lists every line in the wholesaler’s language, amounts in CHF excl. VAT', () => {
    const { filename, content } = purchaseOrderCsv('de', {
      orderNumber: '2026-000042',
      placedAt: '21.12.2026 09:00',
      wholesalerName: 'Alpine',
      restaurant: { name: 'R', address: 'A', phone: 'P', contactName: 'C', email: 'e@x.ch' },
      lines: [
        { name: { fr: 'Riz', de: 'Reis', it: 'Riso' }, unit: 'kg', quantity: 2.5, unitPriceRappen: 450, netRappen: 1125 },
        { name: { fr: '=1+1', de: '=1+1', it: '=1+1' }, unit: 'piece', quantity: 3, unitPriceRappen: 500, netRappen: 1500 },
      ],
      totals: { netRappen: 2625, vat: [], grossRappen: 2625 },
      deliveryDate: '2026-12-23',
    });
    expect(filename).toBe('Bestellung-2026-000042.csv');
    const text = content.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Bestellnummer;Lieferdatum;Produkt;Menge;Einheit;Preis pro Einheit (CHF exkl. MWST);Total (CHF exkl. MWST)',
      '2026-000042;2026-12-23;Reis;2.5;kg;4.50;11.25',
      "2026-000042;2026-12-23;'=1+1;3;Stk.;5.00;15.00",
      '',
    ]);
  });
});
