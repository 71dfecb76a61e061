import { Module } from '@nestjs/common';
import { PurchaseOrderStore } from './application/purchase-order-store.port.js';
import { PurchaseOrderMailHook } from './infrastructure/purchase-order-mail.hook.js';
import { SqlPurchaseOrderStore } from './infrastructure/sql.purchase-order-store.js';

/**
 * Marks a purchase order `sent` once its mail went out. The mails go out in whichever process
 * runs the mail jobs: the API's own (one process, `npm start`) or the worker (`APP_ROLE=worker`),
 * so both the orders context and the worker import this module (one instance, one hook).
 */
@Module({
  providers: [{ provide: PurchaseOrderStore, useClass: SqlPurchaseOrderStore }, PurchaseOrderMailHook],
})
export class PurchaseOrderDeliveryModule {}
