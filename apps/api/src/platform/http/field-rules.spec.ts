import { describe, expect, it } from '@jest/globals';
import { IsOptional, IsString } from 'class-validator';
import type { DomainError } from '../../shared/domain/domain-error.js';
import { answering, flag, FormField, LanguageField, NamedUserField, NestedList, oneOf, required, text } from './field-rules.js';
import { validationPipe } from './validation.js';

class Line {
  @IsString() name: string;
}

class Form {
  @FormField(text(5)) title: string;
  @FormField(required(oneOf(['kg', 'piece'], 'invalid_unit'))) unit: string;
  @FormField(flag) active: boolean;
}

class Call {
  @NamedUserField() user_id: number | string;
  @IsOptional() @IsString(answering('invalid_email')) email?: string;
  @LanguageField() lang?: string;
  @IsOptional() @NestedList(() => Line, 2) lines?: Line[];
}

async function refusal(metatype: new () => object, body: unknown): Promise<{ code: string; fieldErrors: unknown }> {
  try {
    await validationPipe().transform(body, { type: 'body', metatype });
  } catch (error) {
    return { code: (error as DomainError).code, fieldErrors: (error as DomainError).details?.['fieldErrors'] };
  }
  throw new Error('accepted');
}

const accepted = (metatype: new () => object, body: unknown) => validationPipe().transform(body, { type: 'body', metatype }) as Promise<Record<string, unknown>>;

describe('field rules at the edge', () => {
  it('answers every problem of an admin form at once, each under its own code', async () => {
    expect(await refusal(Form, { title: 'far too long', unit: 'litre', active: 'yes' })).toEqual({
      code: 'invalid_data',
      fieldErrors: { title: 'text_too_long', unit: 'invalid_unit', active: 'invalid_data' },
    });
    expect(await refusal(Form, { title: 42 })).toEqual({ code: 'invalid_data', fieldErrors: { title: 'invalid_data', unit: 'field_required' } });
    expect(await refusal(Form, { title: '   ', unit: 'kg' })).toEqual({ code: 'invalid_data', fieldErrors: { title: 'field_required' } });
    expect(await accepted(Form, { title: ' Pain ', unit: 'kg' })).toMatchObject({ title: ' Pain ', unit: 'kg' });
  });

  it("answers the call's own code when only such fields fail, invalid_data when anything is malformed", async () => {
    expect((await refusal(Call, { user_id: 'abc' })).code).toBe('missing_user_id_or_email');
    expect((await refusal(Call, {})).code).toBe('missing_user_id_or_email');
    expect((await refusal(Call, { user_id: 7, email: 5 })).code).toBe('invalid_email');
    expect((await refusal(Call, { user_id: 'abc', lang: 5 })).code).toBe('invalid_data');
    expect(await accepted(Call, { user_id: ' 12 ' })).toMatchObject({ user_id: ' 12 ' });
  });

  it('falls back to French for a language it does not know, and refuses a language that is no text', async () => {
    expect((await accepted(Call, { user_id: 1, lang: 'de-CH' })).lang).toBe('de');
    expect((await accepted(Call, { user_id: 1, lang: 'en' })).lang).toBe('fr');
    expect((await accepted(Call, { user_id: 1 })).lang).toBeUndefined();
    expect((await refusal(Call, { user_id: 1, lang: ['de'] })).code).toBe('invalid_data');
  });

  it('checks each line of a nested list, and the size of the list', async () => {
    expect(await refusal(Call, { user_id: 1, lines: [{ name: 'a' }, { name: 3 }] })).toEqual({ code: 'invalid_data', fieldErrors: { 'lines.1.name': 'invalid_data' } });
    expect((await refusal(Call, { user_id: 1, lines: ['a'] })).code).toBe('invalid_data');
    expect((await refusal(Call, { user_id: 1, lines: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] })).code).toBe('invalid_data');
    expect((await accepted(Call, { user_id: 1, lines: [{ name: 'a', extra: 1 }] })).lines).toEqual([{ name: 'a' }]);
  });

  it('refuses a body that is not an object of fields', async () => {
    for (const body of [[], [{ user_id: 1 }], 'x', 5, null]) expect(await refusal(Call, body)).toEqual({ code: 'invalid_data', fieldErrors: undefined });
  });
});
