import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/index.js';
import { CartCheckout } from './application/cart-checkout.port.js';
import { CartRepository } from './application/cart-repository.port.js';
import { CartService } from './application/cart.service.js';
import { CartController } from './infrastructure/http/cart.controller.js';
import { SqlCartRepository } from './infrastructure/sql.cart-repository.js';

@Module({
  imports: [CatalogueModule],
  controllers: [CartController],
  providers: [CartService, { provide: CartRepository, useClass: SqlCartRepository }, { provide: CartCheckout, useExisting: CartRepository }],
  exports: [CartService, CartCheckout],
})
export class CartModule {}
