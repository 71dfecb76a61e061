import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse } from '@nestjs/swagger';
import { IMAGE_MAX_BYTES } from '@mercato/contracts';
import { AdminOnly, form, IdParam, requireFile } from '../../../../platform/http/admin-http.js';
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
import { presentCategory, presentSubcategory } from './admin-catalogue.presenter.js';

const FORM_ERRORS = 'invalid_data with field_errors (field_required, text_too_long, invalid_slug)';

@AdminOnly()
@Controller('v1/admin')
export class AdminCategoriesController {
  constructor(private readonly categories: ManageCategories) {}

  @Get('categories')
  @ApiOperation({ operationId: 'adminListCategories', summary: 'Categories, searchable, with how much each holds.' })
  @ApiOkResponse({ type: CategoryAdminPage })
  async list(@Query() query: AdminListQuery): Promise<CategoryAdminPage> {
    const page = pageRequest(query);
    const found = await this.categories.list(page);
    return { ...pageInfo(page.page, page.limit, found.total), items: found.items.map(presentCategory) };
  }

  @Get('categories/:id')
  @ApiOperation({ operationId: 'adminGetCategory', summary: 'One category.' })
  @ApiOkResponse({ type: CategoryAdminResponse })
  @ApiNotFoundResponse({ description: 'category_not_found' })
  async get(@IdParam() id: number): Promise<CategoryAdminResponse> {
    return { success: true, category: presentCategory(await this.categories.get(id)) };
  }

  @Post('categories')
  @ApiOperation({ operationId: 'adminCreateCategory', summary: 'Creates a category (its image comes with a second call).' })
  @ApiOkResponse({ type: CategoryAdminResponse })
  @ApiBadRequestResponse({ description: FORM_ERRORS })
  @ApiConflictResponse({ description: 'slug_already_exists' })
  async create(@Body() body: CategoryRequest): Promise<CategoryAdminResponse> {
    return { success: true, category: presentCategory(await this.categories.create(form(body))) };
  }

  @Put('categories/:id')
  @ApiOperation({ operationId: 'adminUpdateCategory', summary: 'Changes a category.' })
  @ApiOkResponse({ type: CategoryAdminResponse })
  @ApiBadRequestResponse({ description: FORM_ERRORS })
  @ApiNotFoundResponse({ description: 'category_not_found' })
  @ApiConflictResponse({ description: 'slug_already_exists' })
  async update(@IdParam() id: number, @Body() body: CategoryRequest): Promise<CategoryAdminResponse> {
    return { success: true, category: presentCategory(await this.categories.update(id, form(body))) };
  }

  @Post('categories/:id/image')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadForm })
  @ApiOperation({ operationId: 'adminSetCategoryImage', summary: 'Sets the card image (jpeg, png or webp, checked by content, cut to 4:3).' })
  @ApiOkResponse({ type: CategoryAdminResponse })
  @ApiBadRequestResponse({ description: 'image_upload_failed' })
  @ApiPayloadTooLargeResponse({ description: 'payload_too_large: over 5 MB' })
  async image(@IdParam() id: number, @UploadedFile() file: { buffer: Buffer } | undefined): Promise<CategoryAdminResponse> {
    return { success: true, category: presentCategory(await this.categories.setImage(id, requireFile(file, 'image_upload_failed'))) };
  }

  @Delete('categories/:id')
  @ApiOperation({ operationId: 'adminDeleteCategory', summary: 'Deletes an empty category.' })
  @ApiOkResponse({ type: SuccessOnlyResponse })
  @ApiConflictResponse({ description: 'category_not_empty: it still has subcategories or products' })
  async delete(@IdParam() id: number): Promise<SuccessOnlyResponse> {
    await this.categories.delete(id);
    return { success: true };
  }

  @Get('subcategories')
  @ApiOperation({ operationId: 'adminListSubcategories', summary: 'Subcategories, of one category or all.' })
  @ApiOkResponse({ type: SubcategoryAdminPage })
  async listSubcategories(@Query() query: SubcategoryListQuery): Promise<SubcategoryAdminPage> {
    const page = pageRequest(query);
    const found = await this.categories.listSubcategories(page, query.category_id ?? null);
    return { ...pageInfo(page.page, page.limit, found.total), items: found.items.map(presentSubcategory) };
  }

  @Get('subcategories/:id')
  @ApiOperation({ operationId: 'adminGetSubcategory', summary: 'One subcategory.' })
  @ApiOkResponse({ type: SubcategoryAdminResponse })
  @ApiNotFoundResponse({ description: 'subcategory_not_found' })
  async getSubcategory(@IdParam() id: number): Promise<SubcategoryAdminResponse> {
    return { success: true, subcategory: presentSubcategory(await this.categories.getSubcategory(id)) };
  }

  @Post('subcategories')
  @ApiOperation({ operationId: 'adminCreateSubcategory', summary: 'Creates a subcategory in a category.' })
  @ApiOkResponse({ type: SubcategoryAdminResponse })
  @ApiBadRequestResponse({ description: FORM_ERRORS })
  @ApiNotFoundResponse({ description: 'category_not_found' })
  @ApiConflictResponse({ description: 'slug_already_exists' })
  async createSubcategory(@Body() body: SubcategoryRequest): Promise<SubcategoryAdminResponse> {
    return { success: true, subcategory: presentSubcategory(await this.categories.createSubcategory(form(body))) };
  }

  @Put('subcategories/:id')
  @ApiOperation({ operationId: 'adminUpdateSubcategory', summary: 'Changes a subcategory (or moves it to another category).' })
  @ApiOkResponse({ type: SubcategoryAdminResponse })
  @ApiBadRequestResponse({ description: FORM_ERRORS })
  @ApiNotFoundResponse({ description: 'subcategory_not_found, category_not_found' })
  @ApiConflictResponse({ description: 'slug_already_exists' })
  async updateSubcategory(@IdParam() id: number, @Body() body: SubcategoryRequest): Promise<SubcategoryAdminResponse> {
    return { success: true, subcategory: presentSubcategory(await this.categories.updateSubcategory(id, form(body))) };
  }

  @Delete('subcategories/:id')
  @ApiOperation({ operationId: 'adminDeleteSubcategory', summary: 'Deletes a subcategory without products.' })
  @ApiOkResponse({ type: SuccessOnlyResponse })
  @ApiConflictResponse({ description: 'subcategory_not_empty' })
  async deleteSubcategory(@IdParam() id: number): Promise<SuccessOnlyResponse> {
    await this.categories.deleteSubcategory(id);
    return { success: true };
  }
}
