import { Injectable, Logger } from '@nestjs/common';
import type { MailTemplateName } from '../domain/mail.js';

/** Told the ids of mails of its template that went out (several at once when a job sent several). */
type DeliveredHook = (mailIds: readonly string[]) => Promise<void>;

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

  /** Several mails delivered: each hook once, with the ids of its template's mails. */
  async deliveredAll(mails: ReadonlyArray<{ readonly template: string; readonly mailId: string }>): Promise<void> {
    const byTemplate = new Map<string, string[]>();
    for (const { template, mailId } of mails) {
      if (!this.hooks.has(template as MailTemplateName)) continue;
      byTemplate.set(template, [...(byTemplate.get(template) ?? []), mailId]);
    }
    for (const [template, mailIds] of byTemplate) {
      for (const hook of this.hooks.get(template as MailTemplateName) ?? []) {
        try {
          await hook(mailIds);
        } catch (error) {
          this.logger.warn(`After mail ${mailIds.join(', ')} (${template}) was delivered: ${(error as Error).message}`);
        }
      }
    }
  }
}
