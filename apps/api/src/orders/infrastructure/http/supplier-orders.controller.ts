import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { rappenToChf } from '@mercato/contracts';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { AnswerPurchaseOrder } from '../../application/answer/answer-purchase-order.command.js';
import { GetPurchaseOrder } from '../../application/answer/get-purchase-order.query.js';
import { partTotals } from '../../domain/planning/basket-plan.js';
import { orderNumber } from '../../domain/order-view.js';
import { presentTotals } from './order.presenter.js';
import { ConfirmPurchaseOrderRequest, RejectPurchaseOrderRequest, SupplierAnswerResponse, SupplierOrderResponse } from './supplier-orders.dto.js';
import { SUPPLIER_ORDERS_EXAMPLES } from './supplier-orders.examples.js';

/** The personal link's token, as the purchase-order mail's `/supplier/orders/{token}` link carries it. */
const TokenParam = () => ApiParam({ name: 'token', description: 'The token of the personal link (43 characters).', example: 'q7Xk2mZ9vB4nR8tW1yL5cH3dF6gJ0sA9eU2iO4pK7xM' });

/**
 * The wholesaler's answer page's calls (DESIGN.md "The order loop"): no account, the personal
 * link's token is the only key. The token is never logged (the HTTP log redacts these paths).
 */
@ApiTags('supplier')
@ApiExamples(SUPPLIER_ORDERS_EXAMPLES)
@Controller('v1/supplier/orders')
export class SupplierOrdersController {
  constructor(
    private readonly getPurchaseOrder: GetPurchaseOrder,
    private readonly answer: AnswerPurchaseOrder,
  ) {}

  @Get(':token')
  @ApiOperation({
    operationId: 'getSupplierOrder',
    summary: 'The purchase order behind a wholesaler’s personal link, with the restaurant and any answer.',
    description: 'What the answer page `/supplier/orders/{token}` shows, in the wholesaler’s language. Changes nothing.',
  })
  @TokenParam()
  @ApiOkResponse({ type: SupplierOrderResponse, description: 'The purchase order, the restaurant, and the answer if there is one.' })
  async get(@Param('token') token: string): Promise<SupplierOrderResponse> {
    const { part, language } = await this.getPurchaseOrder.execute(token);
    const answered = part.answer.answeredAt !== null && part.status !== 'cancelled';
    return {
      success: true,
      part: {
        id: part.id,
        number: orderNumber({ id: part.orderId, placedAt: part.placedAt }),
        placed_at: part.placedAt.toISOString(),
        wholesaler_name: part.wholesalerName,
        language,
        status: part.status,
        delivery_date: part.deliveryDate,
        fee: rappenToChf(part.feeRappen),
        note: part.note,
        lines: part.lines.map((l) => ({
          product_id: l.productId,
          name_fr: l.name.fr,
          name_de: l.name.de,
          name_it: l.name.it,
          unit: l.unit,
          quantity: l.quantity,
          unit_price: rappenToChf(l.unitPriceRappen),
          vat_rate: l.vatRateBasisPoints / 100,
          line_net: rappenToChf(l.netRappen),
          reference_price: null,
          confirmed_quantity: l.confirmedQuantity,
        })),
        totals: presentTotals(partTotals(part.lines, part.feeRappen)),
        link_expires_at: part.tokenExpiresAt!.toISOString(),
      },
      restaurant: { name: part.restaurant.name, address: part.restaurant.address, phone: part.restaurant.phone },
      answer: answered
        ? {
            status: part.status,
            delivery_date: part.answer.deliveryDate,
            lines: part.lines.map((l) => ({ product_id: l.productId, quantity: l.confirmedQuantity ?? 0 })),
            note: part.answer.note,
            reason: part.answer.reason,
            answered_at: part.answer.answeredAt!.toISOString(),
          }
        : null,
    };
  }

  @Post(':token/confirm')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmSupplierOrder',
    summary: 'The wholesaler confirms, with a delivery date, perhaps with less on some lines and a note.',
    description:
      '`delivery_date` today or later; `lines` name only the lines delivered with less (0 = none, never more than ordered); a note of up to 500 characters. ' +
      'One answer per purchase order (`already_answered`, also after the restaurant cancelled). **Side effects:** the part becomes `confirmed` or `partially_confirmed`, ' +
      'the stock not delivered goes back to the wholesaler’s offers, and the restaurant is mailed in its language.',
  })
  @TokenParam()
  @ApiOkResponse({ type: SupplierAnswerResponse, description: '`status`: `confirmed` or `partially_confirmed`.' })
  async confirm(@Param('token') token: string, @Body() body: ConfirmPurchaseOrderRequest): Promise<SupplierAnswerResponse> {
    const { status } = await this.answer.confirm(token, { deliveryDate: body.delivery_date, lines: body.lines, note: body.note });
    return { success: true, status };
  }

  @Post(':token/reject')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'rejectSupplierOrder',
    summary: 'The wholesaler rejects the purchase order, with a reason.',
    description:
      'A reason is required (`field_required`), up to 500 characters. **Side effects:** the part becomes `rejected`, its whole stock goes back to the wholesaler’s offers, ' +
      'and the restaurant is mailed in its language.',
  })
  @TokenParam()
  @ApiOkResponse({ type: SupplierAnswerResponse, description: '`status`: `rejected`.' })
  async reject(@Param('token') token: string, @Body() body: RejectPurchaseOrderRequest): Promise<SupplierAnswerResponse> {
    const { status } = await this.answer.reject(token, { reason: body.reason });
    return { success: true, status };
  }
}
