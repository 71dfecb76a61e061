import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminOnly } from '../../../platform/http/admin-http.js';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { DASHBOARD_EXAMPLES } from './dashboard.examples.js';
import { GetDashboardCounts } from '../../application/get-dashboard-counts/get-dashboard-counts.query.js';
import { DashboardResponse } from './dashboard.dto.js';

@AdminOnly()
@ApiExamples(DASHBOARD_EXAMPLES)
@Controller('v1/admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly counts: GetDashboardCounts) {}

  @Get()
  @ApiOperation({
    operationId: 'adminDashboard',
    summary: 'The figures of the dashboard tiles.',
    description: 'How many products, categories, subcategories, wholesalers, accounts and activation codes there are, and how many orders were placed today (Swiss time). Changes nothing.',
  })
  @ApiOkResponse({ type: DashboardResponse, description: 'The figures.' })
  async dashboard(): Promise<DashboardResponse> {
    const c = await this.counts.execute();
    return {
      success: true,
      counts: {
        products: c.products,
        categories: c.categories,
        subcategories: c.subcategories,
        wholesalers: c.wholesalers,
        users: c.users,
        promo_codes: c.promoCodes,
        orders_today: c.ordersToday,
      },
    };
  }
}
