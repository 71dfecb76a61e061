import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { CATALOGUE_EXAMPLES } from './catalogue.examples.js';
import { ListCategories } from '../../application/list-categories/list-categories.query.js';
import { CategoryListDto } from './category.dto.js';
import { presentCategory } from './category.presenter.js';

@ApiTags('catalogue')
@ApiExamples(CATALOGUE_EXAMPLES)
@Controller('category')
export class CategoryController {
  constructor(private readonly listCategories: ListCategories) {}

  @Get('get_all_categories.php')
  @ApiOperation({
    operationId: 'getAllCategories',
    summary: 'Every category of the home grid, in display order (SPEC.md section 7).',
    description: 'Names and descriptions in the three languages, with the card image’s URL. Cached by the server; changes nothing.',
  })
  @ApiOkResponse({ type: CategoryListDto, description: 'The categories.' })
  async getAll(): Promise<CategoryListDto> {
    const categories = await this.listCategories.execute();
    return { success: true, categories: categories.map(presentCategory) };
  }
}
