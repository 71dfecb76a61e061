import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { OutboxRelay, OutboxRelayOptions } from '../outbox-relay.service.js';
import { OutboxRepository, type OutboxMailView } from '../outbox-repository.port.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The staff's view of mails in trouble (DESIGN.md): failed ones and long-waiting ones, and "send again". */
@Injectable()
export class ManageMails {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly relay: OutboxRelay,
    private readonly options: OutboxRelayOptions,
  ) {}

  troubled(): Promise<OutboxMailView[]> {
    return this.outbox.listTroubled({ waitingSince: new Date(Date.now() - this.options.waitingAlertMs), limit: 200 });
  }

  /** Makes the mail due now, with a new 72-hour window; a sent or unknown mail is `mail_not_found`. */
  async resend(id: string): Promise<void> {
    if (!UUID.test(id) || !(await this.outbox.resend(id))) throw new DomainError('mail_not_found');
    this.relay.nudge();
  }
}
