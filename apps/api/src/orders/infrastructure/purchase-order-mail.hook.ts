import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MailDeliveryHooks } from '../../mail/index.js';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { PurchaseOrderStore } from '../application/purchase-order-store.port.js';

/** A purchase order becomes `sent` when its mail went out (the mail context tells). */
@Injectable()
export class PurchaseOrderMailHook implements OnModuleInit {
  constructor(
    private readonly hooks: MailDeliveryHooks,
    private readonly uow: UnitOfWork,
    private readonly store: PurchaseOrderStore,
  ) {}

  onModuleInit(): void {
    this.hooks.onDelivered('purchase_order', (mailId) => this.uow.run(() => this.store.mailDelivered(mailId)));
  }
}
