import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { rappenToChf } from '@mercato/contracts';
import { presentCartItem } from '../../../cart/index.js';
import { ParseIdPipe } from '../../../platform/http/id-param.js';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { SessionPayload, SessionUser } from '../../../platform/http/session-user.decorator.js';
import { SignedIn } from '../../../platform/http/signed-in.guard.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import { ListOrders } from '../../application/list-orders/list-orders.query.js';
import { Reorder } from '../../application/reorder/reorder.command.js';
import { GetSavings } from '../../application/savings/get-savings.query.js';
import { presentOrder } from './order.presenter.js';
import { OrderListQuery, OrderListResponse, ReorderResponse, SavingsResponse } from './orders.dto.js';
import { ORDERS_EXAMPLES } from './orders.examples.js';

/** The restaurant's history: its orders a page at a time, "order again", and what it saved. */
@ApiTags('orders')
@ApiExamples(ORDERS_EXAMPLES)
@Controller('v1/orders')
export class OrderHistoryController {
  constructor(
    private readonly listOrders: ListOrders,
    private readonly reorder: Reorder,
    private readonly savings: GetSavings,
  ) {}

  @Get()
  @SignedIn()
  @ApiOperation({
    operationId: 'listOrders',
    summary: 'The signed-in user’s orders, newest first, a page at a time, with their parts per wholesaler.',
    description:
      'Paged (`page`, `limit`); `status` keeps the orders with at least one purchase order in that status, as the parts show it (`undeliverable` included). ' +
      'Each part with its delivery date, fee, the wholesaler’s answer, and what the restaurant saved against the next-cheapest offers. Changes nothing.',
  })
  @ApiOkResponse({ type: OrderListResponse, description: 'One page of orders.' })
  async list(@Query() query: OrderListQuery, @SessionUser() user: SessionUserInfo, @SessionPayload() session: object | undefined): Promise<OrderListResponse> {
    const result = await this.listOrders.execute(user, { page: query.page, limit: query.limit, status: query.status ?? null }, session);
    return {
      success: true,
      orders: result.items.map(presentOrder),
      page: result.page,
      limit: result.limit,
      total: result.total,
      pages: Math.ceil(result.total / result.limit),
    };
  }

  @Get('savings')
  @SignedIn()
  @ApiOperation({
    operationId: 'getOrderSavings',
    summary: 'What the signed-in user saved since its subscription began (the profile shows it beside the subscription’s end).',
    description: 'The sum, over its orders since then, of each line’s difference with the next-cheapest offer when it was ordered (CHF excl. VAT). Changes nothing.',
  })
  @ApiOkResponse({ type: SavingsResponse, description: 'The amount saved and since when it counts.' })
  async saved(@SessionUser() user: SessionUserInfo): Promise<SavingsResponse> {
    const savings = await this.savings.execute(user);
    return { success: true, saved: rappenToChf(savings.savedRappen), since: savings.since?.toISOString() ?? null };
  }

  @Post(':id/reorder')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    operationId: 'reorder',
    summary: 'Order again: adds the order’s lines to the server cart at today’s prices; answers the cart and the lines it could not add.',
    description:
      'Each product once, with the whole quantity ordered of it (on top of what the cart holds already); another restaurant’s order answers `order_not_found` like an unknown one. ' +
      '**Side effects:** the server cart gets the lines that can be bought now (a verified account only: `email_not_verified`). Nothing is ordered: the cart shows the basket plan as usual.',
  })
  @ApiOkResponse({ type: ReorderResponse, description: 'The cart now, and the lines that could not be added with why.' })
  async again(@Param('id', new ParseIdPipe('id')) id: number, @SessionUser() user: SessionUserInfo): Promise<ReorderResponse> {
    const result = await this.reorder.execute(user, id);
    return {
      success: true,
      items: result.items.map(presentCartItem),
      skipped: result.skipped.map((s) => ({ product_id: s.productId, reason: s.reason })),
    };
  }
}
