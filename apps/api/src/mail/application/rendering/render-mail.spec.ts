import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '@mercato/contracts';
import { renderMail } from './render-mail.js';

describe('renderMail', () => {
  it.each(LANGUAGES)('writes the verification code mail in %s with the six digits together', (language) => {
    const mail = renderMail('verification_code', language, { purpose: 'register' }, { code: '048213' });
    expect(mail.subject).toContain('048213');
    expect(mail.text).toMatch(/(^|\D)048213(\D|$)/);
    expect(mail.html).toContain('048213');
  });

  it('speaks each language', () => {
    const subjects = LANGUAGES.map((l) => renderMail('verification_code', l, { purpose: 'reset' }, { code: '123456' }).subject);
    expect(new Set(subjects).size).toBe(3);
    expect(renderMail('verification_code', 'de', { purpose: 'reset' }, { code: '123456' }).text).toContain('Passwort');
  });

  it('refuses to send a code mail without a proper code', () => {
    expect(() => renderMail('verification_code', 'fr', { purpose: 'register' }, { code: '12' })).toThrow();
  });

  it('shows order amounts in CHF, also from a mail recorded with CHF amounts before an upgrade', () => {
    const name = { fr: 'Gruyère AOP', de: 'Greyerzer AOP', it: 'Groviera AOP' };
    const params = {
      orderNumber: '2026-000042',
      placedAt: '22.11.2026 14:05',
      wholesalerName: 'Alpha',
      restaurant: { name: 'Bistro', address: 'Quai 1, 1201 Genève', phone: '+41 21 555 12 34', contactName: 'Anna Rossi', email: 'chef@bistro.ch' },
      lines: [{ name, unit: 'kg' as const, quantity: 2.5, unitPriceRappen: 124050, netRappen: 310125 }],
      totals: { netRappen: 310125, vat: [{ rate: 2.6, baseRappen: 310125, amountRappen: 8063 }], grossRappen: 318188 },
    };
    const legacy = {
      ...params,
      lines: [{ name, unit: 'kg' as const, quantity: 2.5, unitPrice: 1240.5, lineNet: 3101.25 }],
      totals: { net: 3101.25, vat: [{ rate: 2.6, base: 3101.25, amount: 80.63 }], gross: 3181.88 },
    };
    const mail = renderMail('purchase_order', 'fr', params);
    expect(mail.text).toContain('CHF 1\u2019240.50');
    expect(mail.text).toContain('CHF 3\u2019101.25');
    expect(mail.text).toContain('CHF 80.63');
    expect(mail.text).toContain('CHF 3\u2019181.88');
    expect(renderMail('purchase_order', 'fr', legacy as never).text).toBe(mail.text);
  });
});
