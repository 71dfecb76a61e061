import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminOnly } from '../../../../platform/http/admin-http.js';
import { ParseIdPipe } from '../../../../platform/http/id-param.js';
import { ApiExamples } from '../../../../platform/http/openapi-examples.js';
import { ORDERS_EXAMPLES } from '../orders.examples.js';
import { ListAllOrders } from '../../../application/admin/list-all-orders/list-all-orders.query.js';
import { GetOrder } from '../../../application/admin/get-order/get-order.query.js';
import type { OrderView } from '../../../domain/order-view.js';
import { presentOrder } from '../order.presenter.js';
import { AdminOrderDto, AdminOrderListQuery, AdminOrderPageResponse, AdminOrderResponse } from '../orders.dto.js';

function presentAdminOrder(order: OrderView): AdminOrderDto {
  return {
    ...presentOrder(order),
    user_id: order.userId,
    restaurant_name: order.restaurantName,
    email: order.email,
    restaurant_address: order.restaurantAddress,
    phone: order.phone,
    contact_name: order.contactName,
  };
}

@AdminOnly()
@ApiExamples(ORDERS_EXAMPLES)
@Controller('v1/admin/orders')
export class AdminOrdersController {
  constructor(
    private readonly orders: ListAllOrders,
    private readonly order: GetOrder,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'adminListOrders',
    summary: 'Every placed order with its purchase orders per wholesaler, newest first (read-only).',
    description:
      'Paged. `q`: restaurant name, e-mail or order number (2026-000042). `status`: only orders with at least one purchase order in that status, as shown ' +
      '(`undeliverable`: its mail failed for good). Changes nothing.',
  })
  @ApiOkResponse({ type: AdminOrderPageResponse, description: 'One page of orders, each with its restaurant.' })
  async list(@Query() query: AdminOrderListQuery): Promise<AdminOrderPageResponse> {
    const result = await this.orders.execute(query);
    return {
      success: true,
      items: result.items.map(presentAdminOrder),
      page: result.page,
      limit: result.limit,
      total: result.total,
      pages: Math.ceil(result.total / result.limit),
    };
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'adminGetOrder',
    summary: 'One order with its purchase orders, their statuses and the wholesalers’ answers, and whom to deliver to.',
    description: 'With the restaurant’s address, phone and contact. Changes nothing.',
  })
  @ApiOkResponse({ type: AdminOrderResponse, description: 'The order.' })
  async get(@Param('id', new ParseIdPipe('id')) id: number): Promise<AdminOrderResponse> {
    return { success: true, order: presentAdminOrder(await this.order.execute(id)) };
  }
}
