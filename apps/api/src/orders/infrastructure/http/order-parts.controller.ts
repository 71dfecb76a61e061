import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../../../platform/http/id-param.js';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { ORDERS_EXAMPLES } from './orders.examples.js';
import { SessionUser } from '../../../platform/http/session-user.decorator.js';
import { SignedIn } from '../../../platform/http/signed-in.guard.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import { CancelOrderPart } from '../../application/cancel-part/cancel-order-part.command.js';
import { presentOrder } from './order.presenter.js';
import { OrderResponse } from './orders.dto.js';

@ApiTags('orders')
@ApiExamples(ORDERS_EXAMPLES)
@Controller('v1/orders')
export class OrderPartsController {
  constructor(private readonly cancelPart: CancelOrderPart) {}

  @Post(':id/parts/:partId/cancel')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    operationId: 'cancelOrderPart',
    summary: 'Cancels one purchase order of the signed-in user’s order, while pending or sent and before the cut-off of its delivery date.',
    description:
      'Another restaurant’s order answers `order_not_found` like an unknown one; a part already answered, cancelled or past its cut-off answers `cannot_cancel`. ' +
      '**Side effects:** the part becomes `cancelled`, its stock goes back to the wholesaler’s offers and the wholesaler is mailed (in its language); a later answer through its link is refused. Answers the order as it is now.',
  })
  @ApiOkResponse({ type: OrderResponse, description: 'The order with the part cancelled.' })
  async cancel(
    @Param('id', new ParseIdPipe('id')) id: number,
    @Param('partId', new ParseIdPipe('partId')) partId: number,
    @SessionUser() user: SessionUserInfo,
  ): Promise<OrderResponse> {
    return { success: true, order: presentOrder(await this.cancelPart.execute(user, id, partId)) };
  }
}
