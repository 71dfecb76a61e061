import { Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../../../platform/http/id-param.js';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { FAVOURITES_EXAMPLES } from './favourites.examples.js';
import { SessionUser } from '../../../platform/http/session-user.decorator.js';
import { SignedIn } from '../../../platform/http/signed-in.guard.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import { ManageFavourites } from '../../application/favourites/manage-favourites.service.js';
import { ProductSummaryDto } from './product.dto.js';
import { presentProductSummary } from './product.presenter.js';

class FavouriteChangedDto {
  @ApiProperty() success: boolean;
}

class FavouritesDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [ProductSummaryDto], description: 'The starred products the shop shows, the most recently starred first.' })
  items: ProductSummaryDto[];
}

/** The signed-in user's favourite products (DESIGN.md "The order loop"). */
@ApiTags('favourites')
@ApiExamples(FAVOURITES_EXAMPLES)
@Controller('v1/favourites')
export class FavouritesController {
  constructor(private readonly favourites: ManageFavourites) {}

  @Get()
  @SignedIn()
  @ApiOperation({
    operationId: 'listFavourites',
    summary: 'The signed-in user’s favourite products, each with its lowest price now.',
    description: 'Products the shop no longer shows are left out. Changes nothing.',
  })
  @ApiOkResponse({ type: FavouritesDto, description: 'The starred products, the most recently starred first.' })
  async list(@SessionUser() user: SessionUserInfo): Promise<FavouritesDto> {
    return { success: true, items: (await this.favourites.list(user)).map(presentProductSummary) };
  }

  @Put(':productId')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ operationId: 'addFavourite', summary: 'Stars a product (again: no change).', description: '**Side effects:** the product joins the account’s favourites.' })
  @ApiParam({ name: 'productId', type: Number, example: 12 })
  @ApiOkResponse({ type: FavouriteChangedDto, description: 'Starred.' })
  async add(@Param('productId', new ParseIdPipe('productId')) productId: number, @SessionUser() user: SessionUserInfo): Promise<FavouriteChangedDto> {
    await this.favourites.add(user, productId);
    return { success: true };
  }

  @Delete(':productId')
  @SignedIn()
  @ApiOperation({ operationId: 'removeFavourite', summary: 'Takes the star off a product (not starred: no change).', description: '**Side effects:** the product leaves the account’s favourites.' })
  @ApiParam({ name: 'productId', type: Number, example: 12 })
  @ApiOkResponse({ type: FavouriteChangedDto, description: 'Not starred (any more).' })
  async remove(@Param('productId', new ParseIdPipe('productId')) productId: number, @SessionUser() user: SessionUserInfo): Promise<FavouriteChangedDto> {
    await this.favourites.remove(user, productId);
    return { success: true };
  }
}
