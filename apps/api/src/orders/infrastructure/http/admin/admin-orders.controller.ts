import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { AdminOnly } from '../../../../platform/http/admin-http.js';
import { ListAllOrders } from '../../../application/admin/list-all-orders/list-all-orders.query.js';
import { presentOrder } from '../order.presenter.js';
import { AdminOrderPageResponse } from '../orders.dto.js';

@AdminOnly()
@Controller('v1/admin/orders')
export class AdminOrdersController {
  constructor(private readonly orders: ListAllOrders) {}

  @Get()
  @ApiOperation({ operationId: 'adminListOrders', summary: 'Every placed order with its purchase orders per wholesaler, newest first (read-only).' })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: '1-100, default 20' })
  @ApiQuery({ name: 'q', required: false, description: 'Restaurant name, e-mail or order number (2026-000042).' })
  @ApiOkResponse({ type: AdminOrderPageResponse })
  @ApiBadRequestResponse({ description: 'invalid_data' })
  async list(@Query('page') page?: string, @Query('limit') limit?: string, @Query('q') q?: string): Promise<AdminOrderPageResponse> {
    const result = await this.orders.execute({ page, limit, q });
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
