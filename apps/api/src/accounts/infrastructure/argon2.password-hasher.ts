import argon2 from 'argon2';
import { PasswordHasher } from '../application/password-hasher.port.js';

/** DESIGN.md: argon2id with m = 19 MiB, t = 2, p = 1 (OWASP's baseline). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export class Argon2PasswordHasher extends PasswordHasher {
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  async verifyNothing(password: string): Promise<void> {
    this.dummy ??= argon2.hash('no account has this password', OPTIONS);
    await this.verify(await this.dummy, password);
  }
}
