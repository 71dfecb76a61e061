import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { rappenToChf } from '@mercato/contracts';
import { AnswerPurchaseOrder } from '../../application/answer/answer-purchase-order.command.js';
import { GetPurchaseOrder } from '../../application/answer/get-purchase-order.query.js';
import { partTotals } from '../../domain/planning/basket-plan.js';
import { orderNumber } from '../../domain/order-view.js';
import { presentTotals } from './order.presenter.js';
import { ConfirmPurchaseOrderRequest, RejectPurchaseOrderRequest, SupplierAnswerResponse, SupplierOrderResponse } from './supplier-orders.dto.js';

/**
 * The wholesaler's answer page's calls (DESIGN.md "The order loop"): no account, the personal
 * link's token is the only key. The token is never logged (the HTTP log redacts these paths).
 */
@ApiTags('supplier')
@Controller('v1/supplier/orders')
export class SupplierOrdersController {
  constructor(
    private readonly getPurchaseOrder: GetPurchaseOrder,
    private readonly answer: AnswerPurchaseOrder,
  ) {}

  @Get(':token')
  @ApiOperation({ operationId: 'getSupplierOrder', summary: 'The purchase order behind a wholesaler’s personal link, with the restaurant and any answer.' })
  @ApiOkResponse({ type: SupplierOrderResponse })
  @ApiNotFoundResponse({ description: 'purchase_order_not_found (unknown, tampered or expired link)' })
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
  @ApiOperation({ operationId: 'confirmSupplierOrder', summary: 'The wholesaler confirms, with a delivery date, perhaps with less on some lines and a note.' })
  @ApiOkResponse({ type: SupplierAnswerResponse })
  @ApiBadRequestResponse({ description: 'invalid_delivery_date, invalid_quantity, invalid_data, text_too_long' })
  @ApiNotFoundResponse({ description: 'purchase_order_not_found' })
  @ApiConflictResponse({ description: 'already_answered (answered before, or cancelled by the restaurant)' })
  async confirm(@Param('token') token: string, @Body() body: ConfirmPurchaseOrderRequest): Promise<SupplierAnswerResponse> {
    const { status } = await this.answer.confirm(token, { deliveryDate: body.delivery_date, lines: body.lines, note: body.note });
    return { success: true, status };
  }

  @Post(':token/reject')
  @HttpCode(200)
  @ApiOperation({ operationId: 'rejectSupplierOrder', summary: 'The wholesaler rejects the purchase order, with a reason.' })
  @ApiOkResponse({ type: SupplierAnswerResponse })
  @ApiBadRequestResponse({ description: 'field_required (reason), text_too_long, invalid_data' })
  @ApiNotFoundResponse({ description: 'purchase_order_not_found' })
  @ApiConflictResponse({ description: 'already_answered' })
  async reject(@Param('token') token: string, @Body() body: RejectPurchaseOrderRequest): Promise<SupplierAnswerResponse> {
    const { status } = await this.answer.reject(token, { reason: body.reason });
    return { success: true, status };
  }
}
