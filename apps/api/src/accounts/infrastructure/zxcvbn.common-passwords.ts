import { dictionary } from '@zxcvbn-ts/language-common';
import { CommonPasswords } from '../application/common-passwords.port.js';

/** The ~49,000 most used passwords of zxcvbn-ts's common dictionary, held in a set. */
export class ZxcvbnCommonPasswords extends CommonPasswords {
  private readonly list = new Set<string>((dictionary as Record<string, string[]>)['passwords-common'] ?? []);

  includes(candidate: string): boolean {
    return this.list.has(candidate);
  }
}
