import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminOnly } from '../../../../platform/http/admin-http.js';
import { pageRequest } from '../../../../shared/domain/paging.js';
import { ListAllOrders } from '../../../application/admin/list-all-orders/list-all-orders.query.js';
import { presentOrder } from '../order.presenter.js';
import { AdminOrderListQuery, AdminOrderPageResponse } from '../orders.dto.js';

@AdminOnly()
@Controller('v1/admin/orders')
export class AdminOrdersController {
  constructor(private readonly orders: ListAllOrders) {}

  @Get()
  @ApiOperation({ operationId: 'adminListOrders', summary: 'Every placed order with its purchase orders per wholesaler, newest first (read-only).' })
  @ApiOkResponse({ type: AdminOrderPageResponse })
  @ApiBadRequestResponse({ description: 'invalid_data' })
  async list(@Query() query: AdminOrderListQuery): Promise<AdminOrderPageResponse> {
    const result = await this.orders.execute(pageRequest(query));
    return {
      success: true,
      items: result.items.map((order) => ({ ...presentOrder(order), user_id: order.userId, restaurant_name: order.restaurantName, email: order.email })),
      page: result.page,
      limit: result.limit,
      total: result.total,
      pages: Math.ceil(result.total / result.limit),
    };
  }
}
