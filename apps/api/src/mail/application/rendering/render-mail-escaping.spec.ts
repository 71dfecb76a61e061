import { describe, expect, it } from '@jest/globals';
import { renderMail } from './render-mail.js';

/** ASVS V1.2.1: what a restaurant typed is inserted into the HTML e-mail as text, never as markup. */
describe('renderMail escaping', () => {
  it('writes markup a restaurant typed into an order mail as text', () => {
    const hostile = '<script>alert(1)</script> "Bistro" & \'Co\'';
    const mail = renderMail('purchase_order', 'fr', {
      orderNumber: '2026-000042',
      placedAt: '22.11.2026 14:05',
      wholesalerName: 'Alpha',
      restaurant: { name: hostile, address: '<img src=x onerror=alert(1)>', phone: '+41 21 555 12 34', contactName: 'Anna <b>Rossi</b>', email: 'chef@bistro.ch' },
      lines: [{ name: { fr: '<i>Gruyère</i>', de: 'Greyerzer', it: 'Groviera' }, unit: 'kg' as const, quantity: 1, unitPriceRappen: 1000, netRappen: 1000 }],
      totals: { netRappen: 1000, vat: [{ rate: 2.6, baseRappen: 1000, amountRappen: 26 }], grossRappen: 1026 },
    });
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;Bistro&quot; &amp; &#39;Co&#39;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('&lt;i&gt;Gruyère&lt;/i&gt;');
    expect(mail.html).not.toMatch(/<script|<img|<i>|<b>Rossi/);
  });
});
