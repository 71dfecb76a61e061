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

  it('lists every line in the wholesaler’s language with its VAT rate, then the totals; amounts in CHF', () => {
    const { filename, content } = purchaseOrderCsv('de', {
      orderNumber: '2026-000042',
      placedAt: '21.12.2026 09:00',
      wholesalerName: 'Alpine',
      restaurant: { name: 'R', address: 'A', phone: 'P', contactName: 'C', email: 'e@x.ch' },
      lines: [
        { name: { fr: 'Riz', de: 'Reis', it: 'Riso' }, unit: 'kg', quantity: 2.5, unitPriceRappen: 450, netRappen: 1125, vatRateBasisPoints: 260 },
        { name: { fr: '=1+1', de: '=1+1', it: '=1+1' }, unit: 'piece', quantity: 3, unitPriceRappen: 500, netRappen: 1500, vatRateBasisPoints: 810 },
      ],
      totals: {
        netRappen: 2625,
        feesRappen: 1500,
        vat: [
          { rate: 2.6, baseRappen: 1125, amountRappen: 29 },
          { rate: 8.1, baseRappen: 3000, amountRappen: 243 },
        ],
        grossRappen: 4397,
      },
      deliveryDate: '2026-12-23',
      feeRappen: 1500,
    });
    expect(filename).toBe('Bestellung-2026-000042.csv');
    const text = content.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Bestellnummer;Lieferdatum;Produkt;Menge;Einheit;Preis pro Einheit (CHF exkl. MWST);Total (CHF exkl. MWST);MWST (%)',
      '2026-000042;2026-12-23;Reis;2.5;kg;4.50;11.25;2.6',
      "2026-000042;2026-12-23;'=1+1;3;Stk.;5.00;15.00;8.1",
      '',
      ';;Total ohne MWST;;;;26.25;',
      ';;Liefergebühr (Bestellung unter dem Mindestwert);;;;15.00;',
      ';;MWST 2.6 % auf CHF 11.25;;;;0.29;2.6',
      ';;MWST 8.1 % auf CHF 30.00;;;;2.43;8.1',
      ';;Total inkl. MWST;;;;43.97;',
      '',
    ]);
  });

  it('reads a purchase-order mail recorded before VAT rates and fees were carried', () => {
    const { content } = purchaseOrderCsv('fr', {
      orderNumber: '2026-000007',
      placedAt: '21.12.2026 09:00',
      wholesalerName: 'Lac',
      restaurant: { name: 'R', address: 'A', phone: 'P', contactName: 'C', email: 'e@x.ch' },
      lines: [{ name: { fr: 'Riz', de: 'Reis', it: 'Riso' }, unit: 'kg', quantity: 2, unitPriceRappen: 450, netRappen: 900 }],
      totals: { netRappen: 900, vat: [{ rate: 2.6, baseRappen: 900, amountRappen: 23 }], grossRappen: 923 },
    });
    expect(content.toString('utf8').slice(1).split('\r\n').slice(1, 6)).toEqual([
      '2026-000007;;Riz;2;kg;4.50;9.00;',
      '',
      ';;Total hors TVA;;;;9.00;',
      ';;TVA 2.6 % sur CHF 9.00;;;;0.23;2.6',
      ';;Total TVA comprise;;;;9.23;',
    ]);
  });
});
