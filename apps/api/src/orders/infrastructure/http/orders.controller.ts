import { Body, Controller, Post, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { rappenToChf } from '@mercato/contracts';
import { CartService, presentCartItem } from '../../../cart/index.js';
import { SessionUser } from '../../../platform/http/session-user.decorator.js';
import { SignedIn } from '../../../platform/http/signed-in.guard.js';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import { PlaceOrder } from '../../application/place-order/place-order.command.js';
import { presentPlan } from './basket-plan.presenter.js';
import { presentOrder } from './order.presenter.js';
import { OrderChangedResponse, OrderResponse, PlaceOrderRequest } from './orders.dto.js';
import { ORDERS_EXAMPLES } from './orders.examples.js';

@ApiTags('orders')
@ApiExamples(ORDERS_EXAMPLES)
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
      'The order follows the basket plan (`GET /api/v1/cart/plan`): send its lines as `expected` (one per line of each part) and its `totals.fees` as `expected_fees`. ' +
      'If the plan now differs (prices, splits, fees, the cart, lines that can no longer be supplied), nothing is ordered and the answer is 409 `order_changed` with the differences and the plan now. ' +
      '`idempotency_key` makes retries safe: the same key again answers 200 with the order it placed and orders nothing more. ' +
      '**Side effects** (one transaction): the stock is taken from the planned offers, one purchase order per wholesaler is saved with its delivery date, fee and the note, ' +
      'each wholesaler is mailed its purchase order in its language with a personal answer link, the restaurant is mailed a confirmation in `lang`, and the cart is emptied.',
  })
  @ApiCreatedResponse({ type: OrderResponse, description: 'The order placed.' })
  @ApiOkResponse({ type: OrderResponse, description: 'The order this idempotency key already placed (nothing new was ordered).' })
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
