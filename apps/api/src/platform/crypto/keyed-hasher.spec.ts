import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { KeyedHasher } from './keyed-hasher.js';

describe('KeyedHasher', () => {
  const hasher = new KeyedHasher('x'.repeat(40), 'verification-code');

  it('gives the same hash for the same value under the same key', () => {
    const again = new KeyedHasher('x'.repeat(40), 'verification-code');
    expect(hasher.hash('048213')).toMatch(/^[0-9a-f]{64}$/);
    expect(again.hash('048213')).toBe(hasher.hash('048213'));
    expect(hasher.hash('048214')).not.toBe(hasher.hash('048213'));
  });

  it('gives another hash under another secret or for another purpose', () => {
    expect(new KeyedHasher('y'.repeat(40), 'verification-code').hash('048213')).not.toBe(hasher.hash('048213'));
    expect(new KeyedHasher('x'.repeat(40), 'other-purpose').hash('048213')).not.toBe(hasher.hash('048213'));
  });

  it('is not the plain SHA-256 of the value, so the million codes cannot be tried without the key', () => {
    expect(hasher.hash('048213')).not.toBe(createHash('sha256').update('048213').digest('hex'));
  });

  it('matches the right value and refuses a wrong one, a hash of another key and a malformed hash', () => {
    const hash = hasher.hash('048213');
    expect(hasher.matches('048213', hash)).toBe(true);
    expect(hasher.matches('048214', hash)).toBe(false);
    expect(hasher.matches('048213', new KeyedHasher('y'.repeat(40), 'verification-code').hash('048213'))).toBe(false);
    expect(hasher.matches('048213', hash.slice(0, 32))).toBe(false);
    expect(hasher.matches('048213', '')).toBe(false);
  });
});
