import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse } from '@nestjs/swagger';
import { IMAGE_MAX_BYTES } from '@mercato/contracts';
import { AdminOnly, form, IdParam, requireFile } from '../../../../platform/http/admin-http.js';
import { pageInfo, RemovalResponse } from '../../../../platform/http/admin-list.dto.js';
import { SessionUser } from '../../../../platform/http/session-user.decorator.js';
import { pageRequest } from '../../../../shared/domain/paging.js';
import type { SessionUserInfo } from '../../../../shared/domain/session-user.js';
import { ManageProducts } from '../../../application/admin/manage-products.service.js';
import { ImageUploadForm, OfferRequest, ProductAdminPage, ProductAdminResponse, ProductListQuery, ProductRequest } from './admin-catalogue.dto.js';
import { presentProduct, presentProductDetail } from './admin-catalogue.presenter.js';

const FORM_ERRORS = 'invalid_data with field_errors (field_required, text_too_long, invalid_slug, invalid_unit, invalid_vat_rate)';

@AdminOnly()
@Controller('v1/admin/products')
export class AdminProductsController {
  constructor(private readonly products: ManageProducts) {}

  @Get()
  @ApiOperation({ operationId: 'adminListProducts', summary: 'Products (active or not) with all their offers, searchable.' })
  @ApiOkResponse({ type: ProductAdminPage })
  async list(@Query() query: ProductListQuery): Promise<ProductAdminPage> {
    const page = pageRequest(query);
    const found = await this.products.list(page, query.subcategory_id ?? null);
    return { ...pageInfo(page.page, page.limit, found.total), items: found.items.map((i) => presentProduct(i.product, i.lowestWholesalerId)) };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'adminGetProduct', summary: 'A product with its offers (the lowest marked) and its price log.' })
  @ApiOkResponse({ type: ProductAdminResponse })
  @ApiNotFoundResponse({ description: 'product_not_found' })
  async get(@IdParam() id: number): Promise<ProductAdminResponse> {
    return presentProductDetail(await this.products.detail(id));
  }

  @Post()
  @ApiOperation({ operationId: 'adminCreateProduct', summary: 'Creates a product (offers and image come with further calls).' })
  @ApiOkResponse({ type: ProductAdminResponse })
  @ApiBadRequestResponse({ description: FORM_ERRORS })
  @ApiNotFoundResponse({ description: 'subcategory_not_found' })
  @ApiConflictResponse({ description: 'slug_already_exists' })
  async create(@Body() body: ProductRequest): Promise<ProductAdminResponse> {
    return presentProductDetail(await this.products.create(form(body)));
  }

  @Put(':id')
  @ApiOperation({ operationId: 'adminUpdateProduct', summary: 'Changes a product.' })
  @ApiOkResponse({ type: ProductAdminResponse })
  @ApiBadRequestResponse({ description: FORM_ERRORS })
  @ApiNotFoundResponse({ description: 'product_not_found, subcategory_not_found' })
  @ApiConflictResponse({ description: 'slug_already_exists' })
  async update(@IdParam() id: number, @Body() body: ProductRequest): Promise<ProductAdminResponse> {
    return presentProductDetail(await this.products.update(id, form(body)));
  }

  @Post(':id/image')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadForm })
  @ApiOperation({ operationId: 'adminSetProductImage', summary: 'Sets the product image (jpeg, png or webp, checked by content).' })
  @ApiOkResponse({ type: ProductAdminResponse })
  @ApiBadRequestResponse({ description: 'image_upload_failed' })
  @ApiPayloadTooLargeResponse({ description: 'payload_too_large: over 5 MB' })
  async image(@IdParam() id: number, @UploadedFile() file: { buffer: Buffer } | undefined): Promise<ProductAdminResponse> {
    return presentProductDetail(await this.products.setImage(id, requireFile(file, 'image_upload_failed')));
  }

  @Delete(':id')
  @ApiOperation({ operationId: 'adminDeleteProduct', summary: 'Deletes a product, or deactivates it when orders refer to it.' })
  @ApiOkResponse({ type: RemovalResponse })
  @ApiNotFoundResponse({ description: 'product_not_found' })
  async remove(@IdParam() id: number): Promise<RemovalResponse> {
    return { success: true, outcome: await this.products.remove(id) };
  }

  @Put(':id/offers/:wholesalerId')
  @ApiOperation({ operationId: 'adminSaveOffer', summary: "Creates or changes a wholesaler's offer; a price change is logged." })
  @ApiOkResponse({ type: ProductAdminResponse })
  @ApiBadRequestResponse({ description: 'invalid_data with field_errors (invalid_price, invalid_stock, fractional_stock)' })
  @ApiNotFoundResponse({ description: 'product_not_found, wholesaler_not_found' })
  async saveOffer(
    @IdParam() id: number,
    @IdParam('wholesalerId') wholesalerId: number,
    @Body() body: OfferRequest,
    @SessionUser() admin: SessionUserInfo,
  ): Promise<ProductAdminResponse> {
    return presentProductDetail(await this.products.saveOffer(id, wholesalerId, form(body), admin.id));
  }

  @Delete(':id/offers/:wholesalerId')
  @ApiOperation({ operationId: 'adminDeleteOffer', summary: "Removes a wholesaler's offer." })
  @ApiOkResponse({ type: ProductAdminResponse })
  @ApiNotFoundResponse({ description: 'product_not_found' })
  async deleteOffer(@IdParam() id: number, @IdParam('wholesalerId') wholesalerId: number): Promise<ProductAdminResponse> {
    return presentProductDetail(await this.products.deleteOffer(id, wholesalerId));
  }
}
