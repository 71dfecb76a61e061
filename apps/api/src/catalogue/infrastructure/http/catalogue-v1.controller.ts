import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../../../platform/http/id-param.js';
import { sendJsonText } from '../../../platform/http/json-answer.js';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { CATALOGUE_EXAMPLES } from './catalogue.examples.js';
import { GetCategory } from '../../application/get-category/get-category.query.js';
import { GetProduct } from '../../application/get-product/get-product.query.js';
import { ListProducts } from '../../application/list-products/list-products.query.js';
import { presentCategory } from './category.presenter.js';
import { CategoryResponseDto, ListProductsQuery, ProductPageDto, ProductResponseDto } from './product.dto.js';
import { presentProductDetail } from './product.presenter.js';

@ApiTags('catalogue')
@ApiExamples(CATALOGUE_EXAMPLES)
@Controller('v1')
export class CatalogueV1Controller {
  constructor(
    private readonly listProducts: ListProducts,
    private readonly getProduct: GetProduct,
    private readonly getCategory: GetCategory,
  ) {}

  @Get('categories/:slug')
  @ApiOperation({ operationId: 'getCategory', summary: 'A category with its subcategories.', description: 'By the slug of its page (`/category/{slug}`). Cached by the server; changes nothing.' })
  @ApiParam({ name: 'slug', example: 'viande' })
  @ApiOkResponse({ type: CategoryResponseDto, description: 'The category and its subcategories.' })
  async category(@Param('slug') slug: string): Promise<CategoryResponseDto> {
    const { category, subcategories } = await this.getCategory.execute(slug);
    return {
      success: true,
      category: {
        ...presentCategory(category),
        subcategories: subcategories.map((s) => ({ id: s.id, slug: s.slug, name_fr: s.name.fr, name_de: s.name.de, name_it: s.name.it })),
      },
    };
  }

  @Get('products')
  @ApiOperation({
    operationId: 'listProducts',
    summary: 'Products by category, subcategory or name, each with its lowest price among the wholesalers.',
    description:
      'Active products only, paged. The price shown is the lowest of the active wholesalers’ offers in stock (CHF excl. VAT, with its VAT rate); ' +
      'a product no wholesaler holds shows no price. Cached by the server; changes nothing.',
  })
  @ApiOkResponse({ type: ProductPageDto, description: 'One page of products.' })
  async products(@Query() query: ListProductsQuery, @Res() res: Response): Promise<void> {
    const result = await this.listProducts.execute(query);
    // The items come as JSON text, presentProductSummary's shape written by the database
    // (ListingPage); the rest of the page is numbers. The keys in ProductPageDto's order.
    const page: Omit<ProductPageDto, 'items'> & { items: string } = {
      success: true,
      items: result.itemsJson,
      page: result.page,
      limit: result.limit,
      total: result.total,
      pages: Math.ceil(result.total / result.limit),
    };
    sendJsonText(res, `{"success":${page.success},"items":`, page.items, `,"page":${page.page},"limit":${page.limit},"total":${page.total},"pages":${page.pages}}`);
  }

  @Get('products/by-slug/:slug')
  @ApiOperation({
    operationId: 'getProductBySlug',
    summary: 'The product page: one active product by its slug, with its lowest price, how many wholesalers offer it and their price range.',
    description: 'The page `/product/{slug}` shows it. Cached by the server; changes nothing.',
  })
  @ApiParam({ name: 'slug', example: 'filet-de-boeuf' })
  @ApiOkResponse({ type: ProductResponseDto, description: 'The product.' })
  async productBySlug(@Param('slug') slug: string): Promise<ProductResponseDto> {
    return { success: true, product: presentProductDetail(await this.getProduct.bySlug(slug)) };
  }

  @Get('products/:id')
  @ApiOperation({ operationId: 'getProduct', summary: 'One product with its lowest price.', description: 'An active product by its id. Cached by the server; changes nothing.' })
  @ApiParam({ name: 'id', type: Number, example: 12 })
  @ApiOkResponse({ type: ProductResponseDto, description: 'The product.' })
  async product(@Param('id', new ParseIdPipe()) id: number): Promise<ProductResponseDto> {
    return { success: true, product: presentProductDetail(await this.getProduct.execute(id)) };
  }
}
