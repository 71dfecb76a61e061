import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { MAX_ID } from '../../../platform/http/id-param.js';
import { answering, IsOfType, NamedUserField, NestedList, ReusableQuery } from '../../../platform/http/field-rules.js';
import { MAX_CART_LINES } from '../../domain/cart-quantity.js';
import { SessionPayload, SessionUser } from '../../../platform/http/session-user.decorator.js';
import { SignedIn } from '../../../platform/http/signed-in.guard.js';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { requireNamedUser, type SessionUserInfo } from '../../../shared/domain/session-user.js';
import { CartService } from '../../application/cart.service.js';
import { CartItemDto, presentCartItem } from './cart-item.presenter.js';
import { CART_EXAMPLES } from './cart.examples.js';

class CartResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [CartItemDto] }) items: CartItemDto[];
}

@ReusableQuery()
class CartQuery {
  @ApiProperty({ type: Number, example: 42, description: 'The signed-in user (compatibility; identity comes from the session).' }) @NamedUserField() user_id?: number | string;
}

class SaveCartLine {
  @ApiProperty({ example: 12 }) @IsInt() @Min(1) @Max(MAX_ID) product_id: number;
  /** A number, or its text (a SPEC.md client may send either); the cart's quantity rule says whether it can be ordered. */
  @ApiProperty({ example: 2.5 }) @IsOfType(['number', 'string'], answering('invalid_quantity')) quantity: number;
}

class SaveCartRequest {
  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'The signed-in user (compatibility; identity comes from the session).' }) @NamedUserField() user_id?: number | string;
  @ApiProperty({ type: [SaveCartLine] }) @NestedList(() => SaveCartLine, MAX_CART_LINES) items: SaveCartLine[];
}

class SaveCartResponse {
  @ApiProperty() success: boolean;
}

@ApiTags('cart')
@ApiExamples(CART_EXAMPLES)
@Controller('cart')
export class CartController {
  constructor(private readonly carts: CartService) {}

  @Get('get_cart.php')
  @SignedIn()
  @ApiOperation({
    operationId: 'getCart',
    summary: 'The signed-in user’s server cart (SPEC.md section 7).',
    description: '`user_id` must name the signed-in user. Each line has the product’s lowest price now and the stock all its wholesalers hold together; products gone from the catalogue are left out. Changes nothing.',
  })
  @ApiOkResponse({ type: CartResponse, description: 'The cart’s lines.' })
  async get(@Query() query: CartQuery, @SessionUser() user: SessionUserInfo, @SessionPayload() session: object | undefined): Promise<CartResponse> {
    const userId = requireNamedUser(user, query.user_id);
    // One's own cart may come from a kept copy (its stamp read with the session); an admin naming another's is read.
    return { success: true, items: (await this.carts.load(userId, userId === user.id ? session : undefined)).map(presentCartItem) };
  }

  @Post('save_cart.php')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    operationId: 'saveCart',
    summary: 'Replaces the signed-in user’s server cart.',
    description:
      '`user_id` must name the signed-in user. Any signed-in account may save an empty cart; items need a verified account (403 `email_not_verified`). ' +
      'Each product once, available, in a quantity of its unit (whole pieces, kg to the gram) within the stock all its wholesalers hold together. ' +
      '**Side effects:** the whole cart is replaced in one step (nothing is saved when a line is refused).',
  })
  @ApiOkResponse({ type: SaveCartResponse, description: 'Saved.' })
  async save(@Body() body: SaveCartRequest, @SessionUser() user: SessionUserInfo): Promise<SaveCartResponse> {
    const userId = requireNamedUser(user, body.user_id);
    await this.carts.save(user, userId, body.items);
    return { success: true };
  }
}
