import { describe, expect, it } from '@jest/globals';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import type { DomainError } from '../../shared/domain/domain-error.js';
import { ReusableQuery } from './field-rules.js';
import { validationPipe } from './validation.js';

@ReusableQuery()
class Listing {
  @IsOptional() @IsString() category?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) limit?: number;
}

class Plain {
  @IsOptional() @IsString() category?: string;
}

const asQuery = (pipe: ReturnType<typeof validationPipe>, metatype: new () => object, value: unknown) => pipe.transform(value, { type: 'query', metatype });

async function refused(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as DomainError).code;
  }
  throw new Error('accepted');
}

describe('validated queries served again (issue 16)', () => {
  it('validates a reusable query once: the same query gets the same frozen object, another query its own', async () => {
    const pipe = validationPipe();
    const first = await asQuery(pipe, Listing, { category: 'viande', limit: '24', extra: 'dropped' });
    expect(first).toBeInstanceOf(Listing);
    expect(first).toEqual({ category: 'viande', limit: 24 });
    expect(Object.isFrozen(first)).toBe(true);
    expect(await asQuery(pipe, Listing, { category: 'viande', limit: '24', extra: 'dropped' })).toBe(first);
    const other = await asQuery(pipe, Listing, { category: 'viande', limit: '12' });
    expect(other).not.toBe(first);
    expect(other).toEqual({ category: 'viande', limit: 12 });
  });

  it('checks a refused query every time and answers the same code, and a valid one after it is still checked', async () => {
    const pipe = validationPipe();
    expect(await refused(asQuery(pipe, Listing, { limit: '500' }))).toBe('invalid_data');
    expect(await refused(asQuery(pipe, Listing, { limit: '500' }))).toBe('invalid_data');
    expect(await refused(asQuery(pipe, Listing, { category: 'a\u0000b' }))).toBe('invalid_data');
    expect(await refused(asQuery(pipe, Listing, { category: 'a\u0000b' }))).toBe('invalid_data');
    expect(await asQuery(pipe, Listing, { limit: '50' })).toEqual({ limit: 50 });
  });

  it('validates an unmarked query, and a body of a marked class, anew every time', async () => {
    const pipe = validationPipe();
    const a = await asQuery(pipe, Plain, { category: 'viande' });
    expect(await asQuery(pipe, Plain, { category: 'viande' })).not.toBe(a);
    expect(Object.isFrozen(a)).toBe(false);
    const body = await pipe.transform({ category: 'viande' }, { type: 'body', metatype: Listing });
    expect(await pipe.transform({ category: 'viande' }, { type: 'body', metatype: Listing })).not.toBe(body);
  });

  it('keeps a bounded number of queries per class, the oldest leaving first', async () => {
    const pipe = validationPipe();
    const oldest = await asQuery(pipe, Listing, { category: 'c-0' });
    const newer = await asQuery(pipe, Listing, { category: 'c-1' });
    for (let i = 2; i <= 2000; i++) await asQuery(pipe, Listing, { category: `c-${i}` });
    expect(await asQuery(pipe, Listing, { category: 'c-1' })).toBe(newer);
    const again = await asQuery(pipe, Listing, { category: 'c-0' });
    expect(again).not.toBe(oldest);
    expect(again).toEqual(oldest);
  });

  it('checks a long query every time rather than keep it (unknown fields are dropped, so they could fill memory)', async () => {
    const pipe = validationPipe();
    const long = { category: 'viande', padding: 'x'.repeat(600) };
    const a = await asQuery(pipe, Listing, long);
    expect(a).toEqual({ category: 'viande' });
    expect(await asQuery(pipe, Listing, long)).not.toBe(a);
  });
});
