import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminOnly } from '../../../../platform/http/admin-http.js';
import { ParseIdPipe } from '../../../../platform/http/id-param.js';
import { ResendPurchaseOrder } from '../../../application/admin/resend-purchase-order/resend-purchase-order.command.js';
import { presentOrder } from '../order.presenter.js';
import { OrderResponse } from '../orders.dto.js';

@AdminOnly()
@Controller('v1/admin/orders')
export class AdminPurchaseOrdersController {
  constructor(private readonly resend: ResendPurchaseOrder) {}

  @Post(':id/parts/:partId/resend')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminResendPurchaseOrder',
    summary: 'Sends a purchase order to its wholesaler again, with a new answer link (the old link stops answering).',
  })
  @ApiOkResponse({ type: OrderResponse })
  @ApiNotFoundResponse({ description: 'order_not_found, wholesaler_not_found' })
  @ApiConflictResponse({ description: 'already_answered (answered or cancelled)' })
  async resendMail(@Param('id', new ParseIdPipe('id')) id: number, @Param('partId', new ParseIdPipe('partId')) partId: number): Promise<OrderResponse> {
    return { success: true, order: presentOrder(await this.resend.execute(id, partId)) };
  }
}
