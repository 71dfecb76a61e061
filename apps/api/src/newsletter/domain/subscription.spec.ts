import { describe, expect, it } from '@jest/globals';
import { isUnsubscribeToken, maskEmail, subscribe } from './subscription.js';

const now = new Date('2026-01-15T10:00:00Z');
const token = 'a'.repeat(43);

describe('newsletter subscription', () => {
  it('trims and lower-cases the address and records consent time and language', () => {
    expect(subscribe({ email: '  Chef@Bistro.CH ', lang: 'de' }, now, token)).toEqual({ email: 'chef@bistro.ch', language: 'de', consentedAt: now, unsubscribeToken: token });
    expect(subscribe({ email: 'chef@bistro.ch' }, now, token).language).toBe('fr');
  });

  it('refuses what is not an address, and an explicit refusal of the policy', () => {
    for (const email of [undefined, '', 'chef', 'chef@bistro', 42]) expect(() => subscribe({ email }, now, token)).toThrow('invalid_email');
    for (const privacyAccepted of [false, 'false', '0']) expect(() => subscribe({ email: 'a@b.ch', privacyAccepted }, now, token)).toThrow('accept_privacy_required');
    expect(subscribe({ email: 'a@b.ch', privacyAccepted: 'true' }, now, token).email).toBe('a@b.ch');
  });

  it('knows its tokens and masks addresses', () => {
    expect(isUnsubscribeToken(token)).toBe(true);
    expect(isUnsubscribeToken('short')).toBe(false);
    expect(isUnsubscribeToken(`${'a'.repeat(42)}'`)).toBe(false);
    expect(maskEmail('chef@bistro.ch')).toBe('c***@bistro.ch');
  });
});
