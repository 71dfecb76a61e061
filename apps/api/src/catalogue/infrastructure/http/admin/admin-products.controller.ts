import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { IMAGE_MAX_BYTES, resolveLanguage } from '@mercato/contracts';
import { AdminOnly, form, IdParam, requireFile } from '../../../../platform/http/admin-http.js';
import { ApiExamples } from '../../../../platform/http/openapi-examples.js';
import { pageInfo, RemovalResponse } from '../../../../platform/http/admin-list.dto.js';
import { SessionUser } from '../../../../platform/http/session-user.decorator.js';
import { pageRequest } from '../../../../shared/domain/paging.js';
import type { SessionUserInfo } from '../../../../shared/domain/session-user.js';
import { ManageProducts } from '../../../application/admin/manage-products.service.js';
import { ImageUploadForm, OfferRequest, ProductAdminPage, ProductAdminResponse, ProductListQuery, ProductRequest } from './admin-catalogue.dto.js';
import { ADMIN_PRODUCTS_EXAMPLES } from './admin-products.examples.js';
import { presentProduct, presentProductDetail } from './admin-catalogue.presenter.js';

/** What a refused form names in `field_errors`. */
const FORM_ERRORS = 'A refused form answers 400 `invalid_data` with `field_errors` (`field_required`, `text_too_long`, `invalid_slug`, `invalid_unit`, `invalid_vat_rate`).';
const SHOP_SEES_IT = 'The shop shows the change within about a second (every API process drops its cached catalogue answers).';

@AdminOnly()
@ApiExamples(ADMIN_PRODUCTS_EXAMPLES)
@Controller('v1/admin/products')
export class AdminProductsController {
  constructor(private readonly products: ManageProducts) {}

  @Get()
  @ApiOperation({
    operationId: 'adminListProducts',
    summary: 'Products (active or not) with all their offers, searchable.',
    description: 'Paged (`page`, `limit` up to 100), searchable by name or slug (`q`), of one subcategory with `subcategory_id`, sorted by the name in `lang`; the lowest offer is marked. Changes nothing.',
  })
  @ApiOkResponse({ type: ProductAdminPage, description: 'One page of products.' })
  async list(@Query() query: ProductListQuery): Promise<ProductAdminPage> {
    const page = pageRequest(query);
    const found = await this.products.list(page, query.subcategory_id ?? null, resolveLanguage(query.lang));
    return { ...pageInfo(page.page, page.limit, found.total), items: found.items.map((i) => presentProduct(i.product, i.lowestWholesalerId)) };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'adminGetProduct', summary: 'A product with its offers (the lowest marked) and its price log.', description: 'The log holds the last price and stock changes, with who made them. Changes nothing.' })
  @ApiOkResponse({ type: ProductAdminResponse, description: 'The product, its offers and price log.' })
  async get(@IdParam() id: number): Promise<ProductAdminResponse> {
    return presentProductDetail(await this.products.detail(id));
  }

  @Post()
  @ApiOperation({
    operationId: 'adminCreateProduct',
    summary: 'Creates a product (offers and image come with further calls).',
    description: `Names and descriptions in the three languages, a unique slug, a unit (\`kg\` or \`piece\`) and a Swiss VAT rate (2.6 or 8.1). ${FORM_ERRORS} ${SHOP_SEES_IT}`,
  })
  @ApiCreatedResponse({ type: ProductAdminResponse, description: 'The product created (without offers yet).' })
  async create(@Body() body: ProductRequest): Promise<ProductAdminResponse> {
    return presentProductDetail(await this.products.create(form(body)));
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'adminUpdateProduct',
    summary: 'Changes a product.',
    description: `Changing the unit to \`piece\` needs whole stocks in every offer (\`field_errors.unit\` \`fractional_stock\`). ${FORM_ERRORS} ${SHOP_SEES_IT}`,
  })
  @ApiOkResponse({ type: ProductAdminResponse, description: 'The product as saved.' })
  async update(@IdParam() id: number, @Body() body: ProductRequest): Promise<ProductAdminResponse> {
    return presentProductDetail(await this.products.update(id, form(body)));
  }

  @Post(':id/image')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadForm })
  @ApiOperation({
    operationId: 'adminSetProductImage',
    summary: 'Sets the product image (jpeg, png or webp, checked by content).',
    description: `At most 5 MB, stored as a square. **Side effects:** the image is stored (public under \`/media/catalogue/\`) and the old one deleted. ${SHOP_SEES_IT}`,
  })
  @ApiOkResponse({ type: ProductAdminResponse, description: 'The product with its new image.' })
  async image(@IdParam() id: number, @UploadedFile() file: { buffer: Buffer } | undefined): Promise<ProductAdminResponse> {
    return presentProductDetail(await this.products.setImage(id, requireFile(file, 'image_upload_failed')));
  }

  @Delete(':id')
  @ApiOperation({
    operationId: 'adminDeleteProduct',
    summary: 'Deletes a product, or deactivates it when orders refer to it.',
    description: `**Side effects:** a deleted product takes its offers and image with it; a deactivated one leaves the shop but stays in past orders. ${SHOP_SEES_IT}`,
  })
  @ApiOkResponse({ type: RemovalResponse, description: '`outcome`: `deleted` or `deactivated`.' })
  async remove(@IdParam() id: number): Promise<RemovalResponse> {
    return { success: true, outcome: await this.products.remove(id) };
  }

  @Put(':id/offers/:wholesalerId')
  @ApiOperation({
    operationId: 'adminSaveOffer',
    summary: "Creates or changes a wholesaler's offer; a price change is logged.",
    description:
      'A price in CHF excl. VAT and a stock in the product’s unit (whole for pieces). A refused form answers 400 `invalid_data` with `field_errors` (`invalid_price`, `invalid_stock`, `fractional_stock`). ' +
      `**Side effects:** a new price or stock is written to the price log with the admin who set it; the product’s lowest price may change. ${SHOP_SEES_IT}`,
  })
  @ApiOkResponse({ type: ProductAdminResponse, description: 'The product with its offers now.' })
  async saveOffer(
    @IdParam() id: number,
    @IdParam('wholesalerId') wholesalerId: number,
    @Body() body: OfferRequest,
    @SessionUser() admin: SessionUserInfo,
  ): Promise<ProductAdminResponse> {
    return presentProductDetail(await this.products.saveOffer(id, wholesalerId, form(body), admin.id));
  }

  @Delete(':id/offers/:wholesalerId')
  @ApiOperation({ operationId: 'adminDeleteOffer', summary: "Removes a wholesaler's offer.", description: `No offer of that wholesaler: no change. ${SHOP_SEES_IT}` })
  @ApiOkResponse({ type: ProductAdminResponse, description: 'The product with its offers now.' })
  async deleteOffer(@IdParam() id: number, @IdParam('wholesalerId') wholesalerId: number): Promise<ProductAdminResponse> {
    return presentProductDetail(await this.products.deleteOffer(id, wholesalerId));
  }
}
