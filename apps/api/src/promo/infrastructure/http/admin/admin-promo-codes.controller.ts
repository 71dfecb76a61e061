import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminOnly, form, IdParam } from '../../../../platform/http/admin-http.js';
import { ApiExamples } from '../../../../platform/http/openapi-examples.js';
import { AdminListQuery, pageInfo, RemovalResponse } from '../../../../platform/http/admin-list.dto.js';
import { pageRequest } from '../../../../shared/domain/paging.js';
import { ManagePromoCodes } from '../../../application/admin/manage-promo-codes.service.js';
import { PromoCodeAdminPage, PromoCodeAdminResponse, PromoCodeRequest } from './admin-promo-codes.dto.js';
import { ADMIN_PROMO_CODES_EXAMPLES } from './admin-promo-codes.examples.js';
import { presentPromoCode } from './admin-promo-codes.presenter.js';

/** What a refused form names in `field_errors`. */
const FORM_ERRORS = 'A refused form answers 400 `invalid_data` with `field_errors` (`invalid_promo_code`, `invalid_max_uses`, `invalid_date`, `text_too_long`).';

@AdminOnly()
@ApiExamples(ADMIN_PROMO_CODES_EXAMPLES)
@Controller('v1/admin/promo-codes')
export class AdminPromoCodesController {
  constructor(private readonly codes: ManagePromoCodes) {}

  @Get()
  @ApiOperation({
    operationId: 'adminListPromoCodes',
    summary: 'Activation codes with their uses and who holds them, searchable.',
    description: 'Paged (`page`, `limit` up to 100), searchable by code or note (`q`). Changes nothing.',
  })
  @ApiOkResponse({ type: PromoCodeAdminPage, description: 'One page of codes.' })
  async list(@Query() query: AdminListQuery): Promise<PromoCodeAdminPage> {
    const page = pageRequest(query);
    const found = await this.codes.list(page);
    return { ...pageInfo(page.page, page.limit, found.total), items: found.items.map(presentPromoCode) };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'adminGetPromoCode', summary: 'One activation code with who redeemed it.', description: 'With its uses, validity and the accounts holding it. Changes nothing.' })
  @ApiOkResponse({ type: PromoCodeAdminResponse, description: 'The code with its holders.' })
  async get(@IdParam() id: number): Promise<PromoCodeAdminResponse> {
    return { success: true, promo_code: presentPromoCode(await this.codes.get(id)) };
  }

  @Post()
  @ApiOperation({
    operationId: 'adminCreatePromoCode',
    summary: 'Creates an activation code (typed, or generated when empty).',
    description: `A code must be new whatever its case (\`promo_code_exists\`). ${FORM_ERRORS}`,
  })
  @ApiCreatedResponse({ type: PromoCodeAdminResponse, description: 'The code created.' })
  async create(@Body() body: PromoCodeRequest): Promise<PromoCodeAdminResponse> {
    return { success: true, promo_code: presentPromoCode(await this.codes.create(form(body))) };
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'adminUpdatePromoCode',
    summary: 'Changes an activation code.',
    description: `Switching a code off or moving its \`valid_until\` into the past ends the subscription of every holder at once. ${FORM_ERRORS}`,
  })
  @ApiOkResponse({ type: PromoCodeAdminResponse, description: 'The code as saved.' })
  async update(@IdParam() id: number, @Body() body: PromoCodeRequest): Promise<PromoCodeAdminResponse> {
    return { success: true, promo_code: presentPromoCode(await this.codes.update(id, form(body))) };
  }

  @Delete(':id')
  @ApiOperation({
    operationId: 'adminDeletePromoCode',
    summary: 'Deletes an unused code; a redeemed one is deactivated.',
    description: '**Side effects:** a deactivated code ends its holders’ subscriptions (they may enter a new code).',
  })
  @ApiOkResponse({ type: RemovalResponse, description: '`outcome`: `deleted`, or `deactivated` when accounts hold the code.' })
  async remove(@IdParam() id: number): Promise<RemovalResponse> {
    return { success: true, outcome: await this.codes.remove(id) };
  }
}
