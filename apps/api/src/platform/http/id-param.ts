import { applyDecorators, type PipeTransform } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DomainError } from '../../shared/domain/domain-error.js';

/** Ids are PostgreSQL `integer`s: positive and at most 2^31 - 1. */
export const MAX_ID = 2_147_483_647;

/**
 * A path id: a whole number from 1 to 2^31 - 1 (the global pipe may already have turned the
 * text into a number); anything else (a sign, a fraction, a value the database column cannot
 * hold) is a 400 `invalid_data`, never a failed query.
 */
export class ParseIdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly field = 'id') {}

  transform(value: unknown): number {
    const id = typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value;
    if (typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ID) return id;
    throw new DomainError('invalid_data', { field: this.field });
  }
}

/** An optional id in a query DTO, with the same bounds as a path id. */
export const OptionalIdQuery = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_ID }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(MAX_ID),
  );
