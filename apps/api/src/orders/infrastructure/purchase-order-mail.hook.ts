import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MailDeliveryHooks } from '../../mail/index.js';
import { PurchaseOrderStore } from '../application/purchase-order-store.port.js';

/** A purchase order becomes `sent` when its mail went out (the mail context tells; one statement for a job's mails). */
@Injectable()
export class PurchaseOrderMailHook implements OnModuleInit {
  constructor(
    private readonly hooks: MailDeliveryHooks,
    private readonly store: PurchaseOrderStore,
  ) {}

  onModuleInit(): void {
    this.hooks.onDelivered('purchase_order', (mailIds) => this.store.mailsDelivered(mailIds));
  }
}
