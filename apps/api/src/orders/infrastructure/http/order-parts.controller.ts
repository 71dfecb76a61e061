import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ParseIdPipe } from '../../../platform/http/id-param.js';
import { SessionUser } from '../../../platform/http/session-user.decorator.js';
import { SignedIn } from '../../../platform/http/signed-in.guard.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import { CancelOrderPart } from '../../application/cancel-part/cancel-order-part.command.js';
import { presentOrder } from './order.presenter.js';
import { OrderResponse } from './orders.dto.js';

@ApiTags('orders')
@Controller('v1/orders')
export class OrderPartsController {
  constructor(private readonly cancelPart: CancelOrderPart) {}

  @Post(':id/parts/:partId/cancel')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    operationId: 'cancelOrderPart',
    summary: 'Cancels one purchase order of the signed-in user’s order, while pending or sent and before the cut-off of its delivery date.',
    description: 'The stock goes back to the wholesaler’s offers and the wholesaler is mailed. Answers the order as it is now.',
  })
  @ApiOkResponse({ type: OrderResponse })
  @ApiUnauthorizedResponse({ description: 'unauthorized' })
  @ApiNotFoundResponse({ description: 'order_not_found (unknown, or another restaurant’s)' })
  @ApiConflictResponse({ description: 'cannot_cancel (answered already, cancelled, or after the cut-off)' })
  async cancel(
    @Param('id', new ParseIdPipe('id')) id: number,
    @Param('partId', new ParseIdPipe('partId')) partId: number,
    @SessionUser() user: SessionUserInfo,
  ): Promise<OrderResponse> {
    return { success: true, order: presentOrder(await this.cancelPart.execute(user, id, partId)) };
  }
}
