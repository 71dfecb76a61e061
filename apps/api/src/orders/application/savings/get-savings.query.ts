import { Injectable } from '@nestjs/common';
import { AccountDirectory } from '../../../accounts/index.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import { partSavedRappen } from '../../domain/order-view.js';
import { OrderReader } from '../order-reader.port.js';

export interface Savings {
  /** When the subscription began (the current activation code was entered); null without a code. */
  readonly since: Date | null;
  /** Saved on the orders placed since then (rappen), by the rule of each order's `saved`. */
  readonly savedRappen: number;
}

/** The profile's figure: what the restaurant saved since its subscription began. */
@Injectable()
export class GetSavings {
  constructor(
    private readonly accounts: AccountDirectory,
    private readonly reader: OrderReader,
  ) {}

  async execute(user: SessionUserInfo | null): Promise<Savings> {
    if (!user) throw new DomainError('unauthorized');
    const since = await this.accounts.subscriptionSince(user.id);
    if (!since) return { since: null, savedRappen: 0 };
    const lines = await this.reader.savingsLines(user.id, since);
    // Each line counts as the part it belongs to would (a cancelled or rejected part saved nothing).
    const savedRappen = lines.reduce((sum, line) => sum + partSavedRappen({ status: line.partStatus, lines: [line] }), 0);
    return { since, savedRappen };
  }
}
