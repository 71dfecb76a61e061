import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { KeyedHasher } from '../../../platform/crypto/keyed-hasher.js';

export const DEVICE_COOKIE = 'mercato.device';
const ONE_YEAR_MS = 365 * 24 * 3_600_000;
/** How many accounts one browser remembers having signed in to. */
const MAX_ACCOUNTS = 5;

function cookieValue(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return null;
}

/**
 * A browser that signed in to an account before (DESIGN.md "a stranger's failures cannot lock
 * the owner out"): after each sign-in it keeps a cookie holding, per account, a random device
 * id and a keyed hash binding it to that e-mail. Its tries at that account then count in a
 * budget of its own; a stranger can neither read nor forge one.
 */
@Injectable()
export class KnownDevices {
  private readonly hasher: KeyedHasher;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.hasher = new KeyedHasher(config.sessionSecret, 'known-device');
  }

  private entries(req: Request): string[] {
    return (cookieValue(req, DEVICE_COOKIE) ?? '').split('~').filter((entry) => /^[0-9a-f]{32}\.[0-9a-f]{64}$/.test(entry)).slice(0, MAX_ACCOUNTS);
  }

  /** The device id this browser proves for `email`, or null. */
  deviceFor(req: Request, email: string): string | null {
    const normalized = email.trim().toLowerCase();
    for (const entry of this.entries(req)) {
      const [id, proof] = entry.split('.') as [string, string];
      if (this.hasher.matches(`${normalized}:${id}`, proof)) return id;
    }
    return null;
  }

  /** Remembers that this browser signed in to `email` (call after a successful sign-in). */
  remember(req: Request, res: Response | undefined, email: string): void {
    if (!res || res.headersSent) return;
    const normalized = email.trim().toLowerCase();
    const known = this.deviceFor(req, normalized);
    const id = known ?? randomBytes(16).toString('hex');
    const mine = `${id}.${this.hasher.hash(`${normalized}:${id}`)}`;
    const others = this.entries(req).filter((entry) => !entry.startsWith(`${id}.`));
    res.cookie(DEVICE_COOKIE, [mine, ...others].slice(0, MAX_ACCOUNTS).join('~'), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.production,
      maxAge: ONE_YEAR_MS,
      path: '/api',
    });
  }
}
