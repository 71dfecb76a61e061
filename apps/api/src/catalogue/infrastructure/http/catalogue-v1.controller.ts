import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../../../platform/http/id-param.js';
import { GetCategory } from '../../application/get-category/get-category.query.js';
import { GetProduct } from '../../application/get-product/get-product.query.js';
import { ListProducts } from '../../application/list-products/list-products.query.js';
import { presentCategory } from './category.presenter.js';
import { CategoryResponseDto, ListProductsQuery, ProductPageDto, ProductResponseDto } from './product.dto.js';
import { presentProductDetail, presentProductSummary } from './product.presenter.js';

@ApiTags('catalogue')
@Controller('v1')
export class CatalogueV1Controller {
  constructor(
    private readonly listProducts: ListProducts,
    private readonly getProduct: GetProduct,
    private readonly getCategory: GetCategory,
  ) {}

  @Get('categories/:slug')
  @ApiOperation({ operationId: 'getCategory', summary: 'A category with its subcategories.' })
  @ApiOkResponse({ type: CategoryResponseDto })
  @ApiNotFoundResponse({ description: 'category_not_found' })
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
  })
  @ApiOkResponse({ type: ProductPageDto })
  @ApiBadRequestResponse({ description: 'invalid_data' })
  async products(@Query() query: ListProductsQuery): Promise<ProductPageDto> {
    const result = await this.listProducts.execute(query);
    return {
      success: true,
      items: result.items.map(presentProductSummary),
      page: result.page,
      limit: result.limit,
      total: result.total,
      pages: Math.ceil(result.total / result.limit),
    };
  }

  @Get('products/by-slug/:slug')
  @ApiOperation({
    operationId: 'getProductBySlug',
    summary: 'The product page: one active product by its slug, with its lowest price, how many wholesalers offer it and their price range.',
  })
  @ApiOkResponse({ type: ProductResponseDto })
  @ApiNotFoundResponse({ description: 'product_not_found' })
  async productBySlug(@Param('slug') slug: string): Promise<ProductResponseDto> {
    return { success: true, product: presentProductDetail(await this.getProduct.bySlug(slug)) };
  }

  @Get('products/:id')
  @ApiOperation({ operationId: 'getProduct', summary: 'One product with its lowest price.' })
  @ApiOkResponse({ type: ProductResponseDto })
  @ApiNotFoundResponse({ description: 'product_not_found' })
  async product(@Param('id', new ParseIdPipe()) id: number): Promise<ProductResponseDto> {
    return { success: true, product: presentProductDetail(await this.getProduct.execute(id)) };
  }
}
