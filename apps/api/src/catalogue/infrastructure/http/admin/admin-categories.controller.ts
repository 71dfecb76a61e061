import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { IMAGE_MAX_BYTES } from '@mercato/contracts';
import { AdminOnly, form, IdParam, requireFile } from '../../../../platform/http/admin-http.js';
import { ApiExamples } from '../../../../platform/http/openapi-examples.js';
import { AdminListQuery, pageInfo, SuccessOnlyResponse } from '../../../../platform/http/admin-list.dto.js';
import { pageRequest } from '../../../../shared/domain/paging.js';
import { ManageCategories } from '../../../application/admin/manage-categories.service.js';
import {
  CategoryAdminPage,
  CategoryAdminResponse,
  CategoryRequest,
  ImageUploadForm,
  SubcategoryAdminPage,
  SubcategoryAdminResponse,
  SubcategoryListQuery,
  SubcategoryRequest,
} from './admin-catalogue.dto.js';
import { ADMIN_CATEGORIES_EXAMPLES } from './admin-categories.examples.js';
import { presentCategory, presentSubcategory } from './admin-catalogue.presenter.js';

/** What a refused form names in `field_errors`. */
const FORM_ERRORS = 'A refused form answers 400 `invalid_data` with `field_errors` (`field_required`, `text_too_long`, `invalid_slug`).';
/** Every catalogue change shows in the shop at once: each API process drops its cached catalogue answers. */
const SHOP_SEES_IT = 'The shop shows the change within about a second (every API process drops its cached catalogue answers).';

@AdminOnly()
@ApiExamples(ADMIN_CATEGORIES_EXAMPLES)
@Controller('v1/admin')
export class AdminCategoriesController {
  constructor(private readonly categories: ManageCategories) {}

  @Get('categories')
  @ApiOperation({
    operationId: 'adminListCategories',
    summary: 'Categories, searchable, with how much each holds.',
    description: 'Paged (`page`, `limit` up to 100), searchable by name or slug (`q`). Changes nothing.',
  })
  @ApiOkResponse({ type: CategoryAdminPage, description: 'One page of categories.' })
  async list(@Query() query: AdminListQuery): Promise<CategoryAdminPage> {
    const page = pageRequest(query);
    const found = await this.categories.list(page);
    return { ...pageInfo(page.page, page.limit, found.total), items: found.items.map(presentCategory) };
  }

  @Get('categories/:id')
  @ApiOperation({ operationId: 'adminGetCategory', summary: 'One category.', description: 'With its image and how many subcategories it holds. Changes nothing.' })
  @ApiOkResponse({ type: CategoryAdminResponse, description: 'The category.' })
  async get(@IdParam() id: number): Promise<CategoryAdminResponse> {
    return { success: true, category: presentCategory(await this.categories.get(id)) };
  }

  @Post('categories')
  @ApiOperation({
    operationId: 'adminCreateCategory',
    summary: 'Creates a category (its image comes with a second call).',
    description: `Names in the three languages and a slug, unique (\`slug_already_exists\`). ${FORM_ERRORS} ${SHOP_SEES_IT}`,
  })
  @ApiCreatedResponse({ type: CategoryAdminResponse, description: 'The category created.' })
  async create(@Body() body: CategoryRequest): Promise<CategoryAdminResponse> {
    return { success: true, category: presentCategory(await this.categories.create(form(body))) };
  }

  @Put('categories/:id')
  @ApiOperation({ operationId: 'adminUpdateCategory', summary: 'Changes a category.', description: `${FORM_ERRORS} ${SHOP_SEES_IT}` })
  @ApiOkResponse({ type: CategoryAdminResponse, description: 'The category as saved.' })
  async update(@IdParam() id: number, @Body() body: CategoryRequest): Promise<CategoryAdminResponse> {
    return { success: true, category: presentCategory(await this.categories.update(id, form(body))) };
  }

  @Post('categories/:id/image')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadForm })
  @ApiOperation({
    operationId: 'adminSetCategoryImage',
    summary: 'Sets the card image (jpeg, png or webp, checked by content, cut to 4:3).',
    description: `At most 5 MB; anything but a readable jpeg, png or webp answers \`image_upload_failed\`. **Side effects:** the image is stored (public under \`/media/catalogue/\`) and the old one deleted. ${SHOP_SEES_IT}`,
  })
  @ApiOkResponse({ type: CategoryAdminResponse, description: 'The category with its new image.' })
  async image(@IdParam() id: number, @UploadedFile() file: { buffer: Buffer } | undefined): Promise<CategoryAdminResponse> {
    return { success: true, category: presentCategory(await this.categories.setImage(id, requireFile(file, 'image_upload_failed'))) };
  }

  @Delete('categories/:id')
  @ApiOperation({
    operationId: 'adminDeleteCategory',
    summary: 'Deletes an empty category.',
    description: `A category that still has subcategories or products is kept (\`category_not_empty\`). **Side effects:** its image is deleted too. ${SHOP_SEES_IT}`,
  })
  @ApiOkResponse({ type: SuccessOnlyResponse, description: 'Deleted.' })
  async delete(@IdParam() id: number): Promise<SuccessOnlyResponse> {
    await this.categories.delete(id);
    return { success: true };
  }

  @Get('subcategories')
  @ApiOperation({
    operationId: 'adminListSubcategories',
    summary: 'Subcategories, of one category or all.',
    description: 'Paged (`page`, `limit` up to 100), searchable (`q`), of one category with `category_id`. Changes nothing.',
  })
  @ApiOkResponse({ type: SubcategoryAdminPage, description: 'One page of subcategories.' })
  async listSubcategories(@Query() query: SubcategoryListQuery): Promise<SubcategoryAdminPage> {
    const page = pageRequest(query);
    const found = await this.categories.listSubcategories(page, query.category_id ?? null);
    return { ...pageInfo(page.page, page.limit, found.total), items: found.items.map(presentSubcategory) };
  }

  @Get('subcategories/:id')
  @ApiOperation({ operationId: 'adminGetSubcategory', summary: 'One subcategory.', description: 'With its category and how many products it holds. Changes nothing.' })
  @ApiOkResponse({ type: SubcategoryAdminResponse, description: 'The subcategory.' })
  async getSubcategory(@IdParam() id: number): Promise<SubcategoryAdminResponse> {
    return { success: true, subcategory: presentSubcategory(await this.categories.getSubcategory(id)) };
  }

  @Post('subcategories')
  @ApiOperation({ operationId: 'adminCreateSubcategory', summary: 'Creates a subcategory in a category.', description: `${FORM_ERRORS} ${SHOP_SEES_IT}` })
  @ApiCreatedResponse({ type: SubcategoryAdminResponse, description: 'The subcategory created.' })
  async createSubcategory(@Body() body: SubcategoryRequest): Promise<SubcategoryAdminResponse> {
    return { success: true, subcategory: presentSubcategory(await this.categories.createSubcategory(form(body))) };
  }

  @Put('subcategories/:id')
  @ApiOperation({ operationId: 'adminUpdateSubcategory', summary: 'Changes a subcategory (or moves it to another category).', description: `${FORM_ERRORS} ${SHOP_SEES_IT}` })
  @ApiOkResponse({ type: SubcategoryAdminResponse, description: 'The subcategory as saved.' })
  async updateSubcategory(@IdParam() id: number, @Body() body: SubcategoryRequest): Promise<SubcategoryAdminResponse> {
    return { success: true, subcategory: presentSubcategory(await this.categories.updateSubcategory(id, form(body))) };
  }

  @Delete('subcategories/:id')
  @ApiOperation({
    operationId: 'adminDeleteSubcategory',
    summary: 'Deletes a subcategory without products.',
    description: `A subcategory that still has products is kept (\`subcategory_not_empty\`). ${SHOP_SEES_IT}`,
  })
  @ApiOkResponse({ type: SuccessOnlyResponse, description: 'Deleted.' })
  async deleteSubcategory(@IdParam() id: number): Promise<SuccessOnlyResponse> {
    await this.categories.deleteSubcategory(id);
    return { success: true };
  }
}
