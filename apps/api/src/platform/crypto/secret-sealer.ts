import { createCipheriv, createDecipheriv, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';

/**
 * Seals small secrets that must rest in the database for a while (a code waiting in the mail
 * outbox) with AES-256-GCM, under a key derived from SESSION_SECRET. Whoever reads a backup
 * or the table sees no code.
 */
export class SecretSealer {
  /** A key object made once: given as bytes, every cipher would import the key anew (a worker's profile showed it). */
  private readonly key: KeyObject;

  constructor(secret: string, purpose = 'mail-outbox') {
    this.key = createSecretKey(Buffer.from(hkdfSync('sha256', secret, 'mercato', purpose, 32)));
  }

  seal(value: unknown): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  open<T>(sealed: string): T {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as T;
  }
}
