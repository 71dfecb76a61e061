import { describe, expect, it } from '@jest/globals';
import { redactPath } from './redact-path.js';

describe('log path redaction', () => {
  it('hides the token of a wholesaler’s link, in the page and in the API calls', () => {
    const token = 'Qm9uam91ciBsZXMgZ3Jvc3Npc3RlcyBkZSBNZXJjYXRvIQ';
    expect(redactPath(`/supplier/orders/${token}`)).toBe('/supplier/orders/[token]');
    expect(redactPath(`/api/v1/supplier/orders/${token}/confirm`)).toBe('/api/v1/supplier/orders/[token]/confirm');
    expect(redactPath('/api/v1/orders/4/parts/7/cancel')).toBe('/api/v1/orders/4/parts/7/cancel');
  });
});
