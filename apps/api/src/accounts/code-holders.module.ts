import { Global, Module } from '@nestjs/common';
import { CodeHolders } from '../promo/index.js';
import { SqlCodeHolders } from './infrastructure/persistence/sql.code-holders.js';

/**
 * Answers promo's `CodeHolders` port (who holds which activation code) for the whole
 * application. Global because promo cannot import accounts: accounts depends on promo (it
 * redeems codes), so promo declares the port and accounts implements it.
 */
@Global()
@Module({
  providers: [{ provide: CodeHolders, useClass: SqlCodeHolders }],
  exports: [CodeHolders],
})
export class CodeHoldersModule {}
