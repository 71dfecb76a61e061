import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminOnly } from '../../../../platform/http/admin-http.js';
import { ApiExamples } from '../../../../platform/http/openapi-examples.js';
import { ORDERS_EXAMPLES } from '../orders.examples.js';
import { ParseIdPipe } from '../../../../platform/http/id-param.js';
import { ResendPurchaseOrder } from '../../../application/admin/resend-purchase-order/resend-purchase-order.command.js';
import { presentOrder } from '../order.presenter.js';
import { OrderResponse } from '../orders.dto.js';

@AdminOnly()
@ApiExamples(ORDERS_EXAMPLES)
@Controller('v1/admin/orders')
export class AdminPurchaseOrdersController {
  constructor(private readonly resend: ResendPurchaseOrder) {}

  @Post(':id/parts/:partId/resend')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminResendPurchaseOrder',
    summary: 'Sends a purchase order to its wholesaler again, with a new answer link (the old link stops answering).',
    description:
      'For a part not yet answered (`already_answered` once answered or cancelled), e.g. after its mail failed. **Side effects:** the part is `pending` again ' +
      'and a new purchase-order mail with a new personal link goes to the wholesaler’s current order address.',
  })
  @ApiOkResponse({ type: OrderResponse, description: 'The order with the part pending again.' })
  async resendMail(@Param('id', new ParseIdPipe('id')) id: number, @Param('partId', new ParseIdPipe('partId')) partId: number): Promise<OrderResponse> {
    return { success: true, order: presentOrder(await this.resend.execute(id, partId)) };
  }
}
