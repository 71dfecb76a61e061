import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';

/** How long a wholesaler's link answers (DESIGN.md: 30 days). */
export const SUPPLIER_LINK_DAYS = 30;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The sha256 of a token, as stored: the token itself is never stored nor logged. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a string can be a token at all (256 bits in base64url); anything else is not looked up. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN.test(token);
}

export interface NewSupplierLink {
  /** The link the mail carries (sealed in the outbox, wiped once sent). */
  readonly url: string;
  readonly tokenHash: string;
  readonly expiresAt: Date;
}

/** A wholesaler's personal answer link: `/supplier/orders/{token}`, 256 random bits. */
@Injectable()
export class SupplierLinks {
  private readonly baseUrl: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.baseUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  }

  create(now: Date): NewSupplierLink {
    const token = randomBytes(32).toString('base64url');
    return {
      url: `${this.baseUrl}/supplier/orders/${token}`,
      tokenHash: tokenHash(token),
      expiresAt: new Date(now.getTime() + SUPPLIER_LINK_DAYS * 86_400_000),
    };
  }
}
