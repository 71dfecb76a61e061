import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse } from '@nestjs/swagger';
import { AdminOnly, form, IdParam, requireFile } from '../../../../platform/http/admin-http.js';
import { AdminListQuery, pageInfo, RemovalResponse } from '../../../../platform/http/admin-list.dto.js';
import { SessionUser } from '../../../../platform/http/session-user.decorator.js';
import { pageRequest } from '../../../../shared/domain/paging.js';
import type { SessionUserInfo } from '../../../../shared/domain/session-user.js';
import { ImportPriceList } from '../../../application/admin/import-price-list/import-price-list.command.js';
import { ManageWholesalers } from '../../../application/admin/manage-wholesalers.service.js';
import { FileUploadForm, PriceListApplyResponse, PriceListPreviewResponse, WholesalerAdminPage, WholesalerAdminResponse, WholesalerRequest } from './admin-catalogue.dto.js';
import { presentPlan, presentWholesaler } from './admin-catalogue.presenter.js';

const PRICE_LIST_MAX_BYTES = 5 * 1024 * 1024;
const priceListUpload = () => FileInterceptor('file', { limits: { fileSize: PRICE_LIST_MAX_BYTES, files: 1, fields: 5 } });

@AdminOnly()
@Controller('v1/admin/wholesalers')
export class AdminWholesalersController {
  constructor(
    private readonly wholesalers: ManageWholesalers,
    private readonly priceLists: ImportPriceList,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'adminListWholesalers', summary: 'Wholesalers, searchable by name or e-mail.' })
  @ApiOkResponse({ type: WholesalerAdminPage })
  async list(@Query() query: AdminListQuery): Promise<WholesalerAdminPage> {
    const page = pageRequest(query);
    const found = await this.wholesalers.list(page);
    return { ...pageInfo(page.page, page.limit, found.total), items: found.items.map(presentWholesaler) };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'adminGetWholesaler', summary: 'One wholesaler.' })
  @ApiOkResponse({ type: WholesalerAdminResponse })
  @ApiNotFoundResponse({ description: 'wholesaler_not_found' })
  async get(@IdParam() id: number): Promise<WholesalerAdminResponse> {
    return { success: true, wholesaler: presentWholesaler(await this.wholesalers.get(id)) };
  }

  @Post()
  @ApiOperation({ operationId: 'adminCreateWholesaler', summary: 'Creates a wholesaler.' })
  @ApiOkResponse({ type: WholesalerAdminResponse })
  @ApiBadRequestResponse({ description: 'invalid_data with field_errors (field_required, invalid_email, invalid_language)' })
  async create(@Body() body: WholesalerRequest): Promise<WholesalerAdminResponse> {
    return { success: true, wholesaler: presentWholesaler(await this.wholesalers.create(form(body))) };
  }

  @Put(':id')
  @ApiOperation({ operationId: 'adminUpdateWholesaler', summary: 'Changes a wholesaler (inactive: its offers leave the shop).' })
  @ApiOkResponse({ type: WholesalerAdminResponse })
  @ApiBadRequestResponse({ description: 'invalid_data with field_errors' })
  @ApiNotFoundResponse({ description: 'wholesaler_not_found' })
  async update(@IdParam() id: number, @Body() body: WholesalerRequest): Promise<WholesalerAdminResponse> {
    return { success: true, wholesaler: presentWholesaler(await this.wholesalers.update(id, form(body))) };
  }

  @Delete(':id')
  @ApiOperation({ operationId: 'adminDeleteWholesaler', summary: 'Deletes a wholesaler with its offers, or deactivates it when orders refer to it.' })
  @ApiOkResponse({ type: RemovalResponse })
  @ApiNotFoundResponse({ description: 'wholesaler_not_found' })
  async remove(@IdParam() id: number): Promise<RemovalResponse> {
    return { success: true, outcome: await this.wholesalers.remove(id) };
  }

  @Post(':id/price-list/preview')
  @HttpCode(200)
  @UseInterceptors(priceListUpload())
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: FileUploadForm })
  @ApiOperation({ operationId: 'adminPreviewPriceList', summary: 'What a CSV price list would change; nothing is written.' })
  @ApiOkResponse({ type: PriceListPreviewResponse })
  @ApiBadRequestResponse({ description: 'price_list_invalid' })
  @ApiNotFoundResponse({ description: 'wholesaler_not_found' })
  @ApiPayloadTooLargeResponse({ description: 'payload_too_large: over 5 MB' })
  async preview(@IdParam() id: number, @UploadedFile() file: { buffer: Buffer } | undefined): Promise<PriceListPreviewResponse> {
    return presentPlan(await this.priceLists.preview(id, requireFile(file, 'price_list_invalid')));
  }

  @Post(':id/price-list/apply')
  @HttpCode(200)
  @UseInterceptors(priceListUpload())
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: FileUploadForm })
  @ApiOperation({ operationId: 'adminApplyPriceList', summary: 'Applies every accepted line of a CSV price list in one transaction (all or nothing).' })
  @ApiOkResponse({ type: PriceListApplyResponse })
  @ApiBadRequestResponse({ description: 'price_list_invalid' })
  @ApiNotFoundResponse({ description: 'wholesaler_not_found' })
  @ApiPayloadTooLargeResponse({ description: 'payload_too_large: over 5 MB' })
  async apply(
    @IdParam() id: number,
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @SessionUser() admin: SessionUserInfo,
  ): Promise<PriceListApplyResponse> {
    const result = await this.priceLists.apply(id, requireFile(file, 'price_list_invalid'), admin.id);
    return { ...presentPlan(result), applied: result.applied };
  }
}
