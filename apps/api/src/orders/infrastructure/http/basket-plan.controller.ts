import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SessionUser } from '../../../platform/http/session-user.decorator.js';
import { SignedIn } from '../../../platform/http/signed-in.guard.js';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { sendJson } from '../../../platform/http/json-answer.js';
import { ORDERS_EXAMPLES } from './orders.examples.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import { GetBasketPlan } from '../../application/get-basket-plan/get-basket-plan.query.js';
import { planAnswer } from './basket-plan.presenter.js';
import { BasketPlanQuery, BasketPlanResponse } from './orders.dto.js';

@ApiTags('orders')
@ApiExamples(ORDERS_EXAMPLES)
@Controller('v1/cart')
export class BasketPlanController {
  constructor(private readonly getPlan: GetBasketPlan) {}

  @Get('plan')
  @SignedIn()
  @ApiOperation({
    operationId: 'getBasketPlan',
    summary: 'The server cart as the order would place it now: parts per wholesaler with delivery dates and fees, and the lines that cannot be supplied.',
    description:
      'The plan has the lowest total net cost including delivery fees, subject to stock, minimum order values and delivery (postcode, weekdays, cut-off, lead days, Swiss national holidays). ' +
      'A line goes to one wholesaler unless none holds its quantity alone. `delivery_date` (`YYYY-MM-DD`) asks for a day: each part comes on its wholesaler’s first delivery day on or after it ' +
      '(`invalid_delivery_date` for no date, a past one or one too far ahead, `no_delivery_on_date` when no wholesaler delivers that day). ' +
      'Show it before ordering and send its lines and fees with `POST /api/v1/orders`. Changes nothing.',
  })
  @ApiOkResponse({ type: BasketPlanResponse, description: 'The plan: parts per wholesaler, unsupplied lines, totals.' })
  async plan(@Query() query: BasketPlanQuery, @SessionUser() user: SessionUserInfo, @Res() res: Response): Promise<void> {
    // The answer as `res.json` sends it, serialised once per plan the planner keeps.
    sendJson(res, planAnswer(await this.getPlan.execute(user, query.delivery_date)));
  }
}
