import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminOnly, form, IdParam, requireFile } from '../../../../platform/http/admin-http.js';
import { ApiExamples } from '../../../../platform/http/openapi-examples.js';
import { AdminListQuery, pageInfo, RemovalResponse } from '../../../../platform/http/admin-list.dto.js';
import { SessionUser } from '../../../../platform/http/session-user.decorator.js';
import { pageRequest } from '../../../../shared/domain/paging.js';
import type { SessionUserInfo } from '../../../../shared/domain/session-user.js';
import { ImportPriceList } from '../../../application/admin/import-price-list/import-price-list.command.js';
import { ManageWholesalers } from '../../../application/admin/manage-wholesalers.service.js';
import { FileUploadForm, PriceListApplyResponse, PriceListPreviewResponse, WholesalerAdminPage, WholesalerAdminResponse, WholesalerRequest } from './admin-catalogue.dto.js';
import { presentPlan, presentWholesaler } from './admin-catalogue.presenter.js';
import { ADMIN_WHOLESALERS_EXAMPLES } from './admin-wholesalers.examples.js';

/** What a refused form names in `field_errors`. */
const FORM_ERRORS =
  'A refused form answers 400 `invalid_data` with `field_errors` (`field_required`, `invalid_email`, `invalid_language`, `invalid_amount`, ' +
  '`invalid_delivery_days`, `invalid_cutoff`, `invalid_lead_days`, `invalid_postcodes`).';
const CSV =
  'A CSV file (at most 5 MB; `,` `;` or tab between cells; UTF-8 or Windows-1252) with a header line, then one product per line: its id or slug, ' +
  'its price (CHF excl. VAT) and its stock (columns found by their names in English, French, German or Italian, else in that order).';

const PRICE_LIST_MAX_BYTES = 5 * 1024 * 1024;
const priceListUpload = () => FileInterceptor('file', { limits: { fileSize: PRICE_LIST_MAX_BYTES, files: 1, fields: 5 } });

@AdminOnly()
@ApiExamples(ADMIN_WHOLESALERS_EXAMPLES)
@Controller('v1/admin/wholesalers')
export class AdminWholesalersController {
  constructor(
    private readonly wholesalers: ManageWholesalers,
    private readonly priceLists: ImportPriceList,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'adminListWholesalers',
    summary: 'Wholesalers, searchable by name or e-mail.',
    description: 'Paged (`page`, `limit` up to 100), with their terms (minimum order value, delivery fee, days, cut-off, lead days, postcodes). Changes nothing.',
  })
  @ApiOkResponse({ type: WholesalerAdminPage, description: 'One page of wholesalers.' })
  async list(@Query() query: AdminListQuery): Promise<WholesalerAdminPage> {
    const page = pageRequest(query);
    const found = await this.wholesalers.list(page);
    return { ...pageInfo(page.page, page.limit, found.total), items: found.items.map(presentWholesaler) };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'adminGetWholesaler', summary: 'One wholesaler.', description: 'With its terms and how many offers it has. Changes nothing.' })
  @ApiOkResponse({ type: WholesalerAdminResponse, description: 'The wholesaler and its terms.' })
  async get(@IdParam() id: number): Promise<WholesalerAdminResponse> {
    return { success: true, wholesaler: presentWholesaler(await this.wholesalers.get(id)) };
  }

  @Post()
  @ApiOperation({
    operationId: 'adminCreateWholesaler',
    summary: 'Creates a wholesaler.',
    description: `Purchase orders go to its \`order_email\` in its \`language\`. ${FORM_ERRORS}`,
  })
  @ApiCreatedResponse({ type: WholesalerAdminResponse, description: 'The wholesaler created.' })
  async create(@Body() body: WholesalerRequest): Promise<WholesalerAdminResponse> {
    return { success: true, wholesaler: presentWholesaler(await this.wholesalers.create(form(body))) };
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'adminUpdateWholesaler',
    summary: 'Changes a wholesaler (inactive: its offers leave the shop).',
    description: `Terms left out keep their values. ${FORM_ERRORS} The shop and the basket plans follow within about a second.`,
  })
  @ApiOkResponse({ type: WholesalerAdminResponse, description: 'The wholesaler as saved.' })
  async update(@IdParam() id: number, @Body() body: WholesalerRequest): Promise<WholesalerAdminResponse> {
    return { success: true, wholesaler: presentWholesaler(await this.wholesalers.update(id, form(body))) };
  }

  @Delete(':id')
  @ApiOperation({
    operationId: 'adminDeleteWholesaler',
    summary: 'Deletes a wholesaler with its offers, or deactivates it when orders refer to it.',
    description: '**Side effects:** its offers leave the shop either way.',
  })
  @ApiOkResponse({ type: RemovalResponse, description: '`outcome`: `deleted` or `deactivated`.' })
  async remove(@IdParam() id: number): Promise<RemovalResponse> {
    return { success: true, outcome: await this.wholesalers.remove(id) };
  }

  @Post(':id/price-list/preview')
  @HttpCode(200)
  @UseInterceptors(priceListUpload())
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: FileUploadForm })
  @ApiOperation({
    operationId: 'adminPreviewPriceList',
    summary: 'What a CSV price list would change; nothing is written.',
    description: `${CSV} Each line is accepted (new offer, changed, unchanged) or refused with its reason; a file that is no such list answers \`price_list_invalid\`. Changes nothing.`,
  })
  @ApiOkResponse({ type: PriceListPreviewResponse, description: 'The lines and what each would do.' })
  async preview(@IdParam() id: number, @UploadedFile() file: { buffer: Buffer } | undefined): Promise<PriceListPreviewResponse> {
    return presentPlan(await this.priceLists.preview(id, requireFile(file, 'price_list_invalid')));
  }

  @Post(':id/price-list/apply')
  @HttpCode(200)
  @UseInterceptors(priceListUpload())
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: FileUploadForm })
  @ApiOperation({
    operationId: 'adminApplyPriceList',
    summary: 'Applies every accepted line of a CSV price list in one transaction (all or nothing).',
    description:
      `${CSV} **Side effects:** the accepted lines’ offers are created or changed in one transaction, each change written to the price log with this admin; ` +
      'the shop’s lowest prices follow within about a second.',
  })
  @ApiOkResponse({ type: PriceListApplyResponse, description: 'The lines, what each did, and how many were applied.' })
  async apply(
    @IdParam() id: number,
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @SessionUser() admin: SessionUserInfo,
  ): Promise<PriceListApplyResponse> {
    const result = await this.priceLists.apply(id, requireFile(file, 'price_list_invalid'), admin.id);
    return { ...presentPlan(result), applied: result.applied };
  }
}
