import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminOnly, form, IdParam } from '../../../../platform/http/admin-http.js';
import { AdminListQuery, pageInfo, RemovalResponse } from '../../../../platform/http/admin-list.dto.js';
import { pageRequest } from '../../../../shared/domain/paging.js';
import { ManagePromoCodes } from '../../../application/admin/manage-promo-codes.service.js';
import { PromoCodeAdminPage, PromoCodeAdminResponse, PromoCodeRequest } from './admin-promo-codes.dto.js';
import { presentPromoCode } from './admin-promo-codes.presenter.js';

const FORM_ERRORS = 'invalid_data with field_errors (invalid_promo_code, invalid_max_uses, invalid_date, text_too_long)';

@AdminOnly()
@Controller('v1/admin/promo-codes')
export class AdminPromoCodesController {
  constructor(private readonly codes: ManagePromoCodes) {}

  @Get()
  @ApiOperation({ operationId: 'adminListPromoCodes', summary: 'Activation codes with their uses and who holds them, searchable.' })
  @ApiOkResponse({ type: PromoCodeAdminPage })
  async list(@Query() query: AdminListQuery): Promise<PromoCodeAdminPage> {
    const page = pageRequest(query);
    const found = await this.codes.list(page);
    return { ...pageInfo(page.page, page.limit, found.total), items: found.items.map(presentPromoCode) };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'adminGetPromoCode', summary: 'One activation code with who redeemed it.' })
  @ApiOkResponse({ type: PromoCodeAdminResponse })
  @ApiNotFoundResponse({ description: 'promo_not_found' })
  async get(@IdParam() id: number): Promise<PromoCodeAdminResponse> {
    return { success: true, promo_code: presentPromoCode(await this.codes.get(id)) };
  }

  @Post()
  @ApiOperation({ operationId: 'adminCreatePromoCode', summary: 'Creates an activation code (typed, or generated when empty).' })
  @ApiOkResponse({ type: PromoCodeAdminResponse })
  @ApiBadRequestResponse({ description: FORM_ERRORS })
  @ApiConflictResponse({ description: 'promo_code_exists (whatever the case)' })
  async create(@Body() body: PromoCodeRequest): Promise<PromoCodeAdminResponse> {
    return { success: true, promo_code: presentPromoCode(await this.codes.create(form(body))) };
  }

  @Put(':id')
  @ApiOperation({ operationId: 'adminUpdatePromoCode', summary: 'Changes an activation code.' })
  @ApiOkResponse({ type: PromoCodeAdminResponse })
  @ApiBadRequestResponse({ description: FORM_ERRORS })
  @ApiNotFoundResponse({ description: 'promo_not_found' })
  @ApiConflictResponse({ description: 'promo_code_exists' })
  async update(@IdParam() id: number, @Body() body: PromoCodeRequest): Promise<PromoCodeAdminResponse> {
    return { success: true, promo_code: presentPromoCode(await this.codes.update(id, form(body))) };
  }

  @Delete(':id')
  @ApiOperation({ operationId: 'adminDeletePromoCode', summary: 'Deletes an unused code; a redeemed one is deactivated.' })
  @ApiOkResponse({ type: RemovalResponse })
  @ApiNotFoundResponse({ description: 'promo_not_found' })
  async remove(@IdParam() id: number): Promise<RemovalResponse> {
    return { success: true, outcome: await this.codes.remove(id) };
  }
}
