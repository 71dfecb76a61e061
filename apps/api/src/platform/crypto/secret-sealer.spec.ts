import { describe, expect, it } from '@jest/globals';
import { SecretSealer } from './secret-sealer.js';

describe('SecretSealer', () => {
  const sealer = new SecretSealer('x'.repeat(32));

  it('opens what it sealed, and the sealed text does not show the secret', () => {
    const sealed = sealer.seal({ code: '123456' });
    expect(sealed).not.toContain('123456');
    expect(Buffer.from(sealed, 'base64').toString('utf8')).not.toContain('123456');
    expect(sealer.open(sealed)).toEqual({ code: '123456' });
  });

  it('refuses a tampered text or another key', () => {
    const sealed = sealer.seal({ code: '123456' });
    const tampered = Buffer.from(sealed, 'base64');
    tampered[tampered.length - 1]! ^= 1;
    expect(() => sealer.open(tampered.toString('base64'))).toThrow();
    expect(() => new SecretSealer('y'.repeat(32)).open(sealed)).toThrow();
  });
});
