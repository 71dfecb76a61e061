import { Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ParseIdPipe } from '../../../platform/http/id-param.js';
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
@Controller('v1/favourites')
export class FavouritesController {
  constructor(private readonly favourites: ManageFavourites) {}

  @Get()
  @SignedIn()
  @ApiOperation({ operationId: 'listFavourites', summary: 'The signed-in user’s favourite products, each with its lowest price now.' })
  @ApiOkResponse({ type: FavouritesDto })
  @ApiUnauthorizedResponse({ description: 'unauthorized' })
  async list(@SessionUser() user: SessionUserInfo): Promise<FavouritesDto> {
    return { success: true, items: (await this.favourites.list(user)).map(presentProductSummary) };
  }

  @Put(':productId')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ operationId: 'addFavourite', summary: 'Stars a product (again: no change).' })
  @ApiOkResponse({ type: FavouriteChangedDto })
  @ApiBadRequestResponse({ description: 'invalid_data' })
  @ApiUnauthorizedResponse({ description: 'unauthorized' })
  @ApiNotFoundResponse({ description: 'product_not_found' })
  async add(@Param('productId', new ParseIdPipe('productId')) productId: number, @SessionUser() user: SessionUserInfo): Promise<FavouriteChangedDto> {
    await this.favourites.add(user, productId);
    return { success: true };
  }

  @Delete(':productId')
  @SignedIn()
  @ApiOperation({ operationId: 'removeFavourite', summary: 'Takes the star off a product (not starred: no change).' })
  @ApiOkResponse({ type: FavouriteChangedDto })
  @ApiBadRequestResponse({ description: 'invalid_data' })
  @ApiUnauthorizedResponse({ description: 'unauthorized' })
  @ApiNotFoundResponse({ description: 'product_not_found' })
  async remove(@Param('productId', new ParseIdPipe('productId')) productId: number, @SessionUser() user: SessionUserInfo): Promise<FavouriteChangedDto> {
    await this.favourites.remove(user, productId);
    return { success: true };
  }
}
