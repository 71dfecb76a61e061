import { Body, Controller, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { rappenToChf } from '@mercato/contracts';
import { CartService, presentCartItem } from '../../../cart/index.js';
import { SessionUser } from '../../../platform/http/session-user.decorator.js';
import { SignedIn } from '../../../platform/http/signed-in.guard.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import { PlaceOrder } from '../../application/place-order/place-order.command.js';
import { presentPlan } from './basket-plan.presenter.js';
import { presentOrder } from './order.presenter.js';
import { OrderChangedResponse, OrderResponse, PlaceOrderRequest } from './orders.dto.js';

@ApiTags('orders')
@Controller('v1/orders')
export class OrdersController {
  constructor(
    private readonly placeOrder: PlaceOrder,
    private readonly carts: CartService,
  ) {}

  @Post()
  @SignedIn()
  @ApiOperation({
    operationId: 'placeOrder',
    summary: 'Places one order for the whole server cart, split into one purchase order per wholesaler.',
    description:
      'The order follows the basket plan (GET /api/v1/cart/plan): stock is taken as planned, each wholesaler is mailed its purchase order (with its delivery date, fee and the note) and the restaurant a confirmation, and the cart is emptied, all in one transaction. If the plan now differs from `expected` and `expected_fees` (prices, splits, fees, the cart, lines that can no longer be supplied), nothing is ordered and the answer is 409 `order_changed` with the differences and the plan now.',
  })
  @ApiCreatedResponse({ type: OrderResponse, description: 'The order placed.' })
  @ApiOkResponse({ type: OrderResponse, description: 'The order this idempotency key already placed.' })
  @ApiBadRequestResponse({ description: 'invalid_data, text_too_long (note), cart_empty, invalid_delivery_date, no_delivery_on_date' })
  @ApiUnauthorizedResponse({ description: 'unauthorized' })
  @ApiForbiddenResponse({ description: 'email_not_verified, activation_code_required' })
  @ApiConflictResponse({ type: OrderChangedResponse, description: 'order_changed' })
  async place(
    @Body() body: PlaceOrderRequest,
    @SessionUser() user: SessionUserInfo,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OrderResponse | OrderChangedResponse> {
    const result = await this.placeOrder.execute(user, {
      idempotencyKey: body.idempotency_key,
      lang: body.lang,
      expected: body.expected,
      expectedFees: body.expected_fees,
      deliveryDate: body.delivery_date,
      note: body.note,
    });
    if (result.kind === 'changed') {
      res.status(409);
      return {
        success: false,
        error_code: 'order_changed',
        fees: { expected: rappenToChf(result.expectedFeesRappen), current: rappenToChf(result.currentFeesRappen) },
        plan: presentPlan(result.planned),
        changes: result.changes.map((c) => ({
          product_id: c.productId,
          kind: c.kind,
          expected_price: c.expectedPriceRappen === null ? null : rappenToChf(c.expectedPriceRappen),
          current_price: c.currentPriceRappen === null ? null : rappenToChf(c.currentPriceRappen),
          quantity: c.quantity,
          stock: c.stock,
        })),
        items: (await this.carts.load(user.id)).map(presentCartItem),
      };
    }
    res.status(result.kind === 'placed' ? 201 : 200);
    return { success: true, order: presentOrder(result.order) };
  }
}
