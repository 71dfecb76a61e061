import { Injectable, Logger } from '@nestjs/common';
import type { MailTemplateName } from '../domain/mail.js';

type DeliveredHook = (mailId: string) => Promise<void>;

/**
 * Other contexts learn here that one of their mails went out (the orders context marks a
 * purchase order `sent`), without the mail context knowing them. A failing hook is logged and
 * never makes a delivered mail count as failed.
 */
@Injectable()
export class MailDeliveryHooks {
  private readonly logger = new Logger('Mail');
  private readonly hooks = new Map<MailTemplateName, DeliveredHook[]>();

  onDelivered(template: MailTemplateName, hook: DeliveredHook): void {
    this.hooks.set(template, [...(this.hooks.get(template) ?? []), hook]);
  }

  async delivered(template: string, mailId: string): Promise<void> {
    for (const hook of this.hooks.get(template as MailTemplateName) ?? []) {
      try {
        await hook(mailId);
      } catch (error) {
        this.logger.warn(`After mail ${mailId} (${template}) was delivered: ${(error as Error).message}`);
      }
    }
  }
}
