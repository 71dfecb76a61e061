import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_SEARCH_MAX_LENGTH } from '../../shared/domain/paging.js';
import { REMOVAL_OUTCOMES, type RemovalOutcome } from '../../shared/domain/removal.js';

/** `?q=&page=&limit=` of every admin list. */
export class AdminListQuery {
  @ApiPropertyOptional({ description: 'Search text (names, slugs, e-mails; accents and case do not matter).' })
  @IsOptional()
  @IsString()
  @MaxLength(ADMIN_SEARCH_MAX_LENGTH)
  q?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100_000) page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_MAX_PAGE_SIZE, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(ADMIN_MAX_PAGE_SIZE)
  limit?: number;
}

export class PageInfoDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 20 }) limit: number;
  @ApiProperty({ example: 72 }) total: number;
  @ApiProperty({ example: 4 }) pages: number;
}

export class RemovalResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ enum: REMOVAL_OUTCOMES, description: 'deactivated when orders (or redemptions) refer to it' }) outcome: RemovalOutcome;
}

export class SuccessOnlyResponse {
  @ApiProperty() success: boolean;
}

export function pageInfo(page: number, limit: number, total: number): PageInfoDto {
  return { success: true, page, limit, total, pages: Math.ceil(total / limit) };
}
