import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * A keyed hash (HMAC-SHA-256 under a key derived from SESSION_SECRET) for short secrets that
 * must be checked but never stored, such as six-digit codes: without the key, the million
 * possible codes cannot be tried against a stolen table.
 */
export class KeyedHasher {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'mercato', purpose, 32));
  }

  hash(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('hex');
  }

  matches(value: string, hash: string): boolean {
    const expected = Buffer.from(this.hash(value), 'hex');
    const actual = Buffer.from(hash, 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
