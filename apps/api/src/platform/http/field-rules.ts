import { applyDecorators } from '@nestjs/common';
import { type ErrorCode, LANGUAGES, resolveLanguage } from '@mercato/contracts';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, ValidateBy, ValidateNested, type ValidationOptions } from 'class-validator';
import { textProblem } from '../../shared/domain/form-errors.js';
import { namedUserId } from '../../shared/domain/session-user.js';

/**
 * Field rules shared by the request DTOs. The edge checks what a value is (its type, its shape,
 * one of a list); the domain keeps its own checks. A failed rule is a 400 in the call's own
 * error field: `invalid_data` (DESIGN.md: malformed or wrongly typed input), or the code the
 * call answered for that input before there was a rule (`answering`).
 */

/** The code the call answers when this rule fails (see `validationPipe`), instead of `invalid_data`. */
export const answering = (code: ErrorCode): ValidationOptions => ({ context: { answer: code } });

/**
 * `lang` of SPEC.md's calls: the interface languages. French is the default and the fallback
 * (DESIGN.md), so a client's other language tag never breaks a call: `de-CH` is German, `en` is
 * French. Only a value that is no text at all is refused. Absent stays absent (the account's
 * language may apply).
 */
export const LanguageField = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? resolveLanguage(value) : value)),
    IsOptional(),
    IsIn(LANGUAGES),
  );

/** Passes values of the given JavaScript types (`typeof`). */
export const IsOfType = (types: ReadonlyArray<'string' | 'number' | 'boolean'>, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isOfType',
      constraints: [types],
      validator: {
        validate: (value: unknown) => (types as readonly string[]).includes(typeof value) && (typeof value !== 'number' || Number.isFinite(value)),
        defaultMessage: () => `$property must be of type ${types.join(' or ')}`,
      },
    },
    options,
  );

/**
 * A field that names the signed-in user (`user_id`, `id`, `userId`), kept for SPEC.md clients:
 * a whole number, or its digits as text (a form or a query); anything else, or nothing when the
 * call needs it, is `missing_user_id_or_email`. Identity comes from the session:
 * `requireNamedUser` compares the two (403 for another user).
 */
export const NamedUserField = ({ required = true } = {}) =>
  applyDecorators(
    ...(required ? [] : [IsOptional()]),
    ValidateBy(
      { name: 'isNamedUser', validator: { validate: (value: unknown) => namedUserId(value) !== null, defaultMessage: () => '$property must name a user id' } },
      answering('missing_user_id_or_email'),
    ),
  );

/** An array of objects, each validated as `type` (at most `max` of them). */
export const NestedList = (type: () => new () => object, max: number) =>
  applyDecorators(IsArray(), ArrayMaxSize(max), ValidateNested({ each: true }), Type(type));

/** Name of the rule of an admin form's field; its message is the field's code (see `fieldErrors`). */
export const FORM_FIELD_RULE = 'formField';

type Problem = (value: unknown) => ErrorCode | null;

/**
 * One field of an admin form: `problem` is the form's rule for it (the same checks as the
 * owning context's draft), answering the field's code, or null. Every field is checked, so a
 * form learns every problem at once, each under its own name in `field_errors`.
 */
export const FormField = (problem: Problem) =>
  ValidateBy({
    name: FORM_FIELD_RULE,
    validator: { validate: (value: unknown) => problem(value) === null, defaultMessage: (args) => problem(args?.value) ?? 'invalid_data' },
  });

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Missing, null or empty is `field_required`; anything else must pass `problem`. */
export const required =
  (problem: Problem): Problem =>
  (value) =>
    blank(value) ? 'field_required' : problem(value);

/** Missing, null or empty takes the form's default; anything else must pass `problem`. */
export const optional =
  (problem: Problem): Problem =>
  (value) =>
    blank(value) ? null : problem(value);

/** Text of at most `max` characters once trimmed (required unless said otherwise), then `format` on the trimmed text. */
export const text =
  (max: number, { required: needed = true, format }: { required?: boolean; format?: (trimmed: string) => ErrorCode | null } = {}): Problem =>
  (value) =>
    textProblem(value, max, { required: needed }) ?? (format && typeof value === 'string' && value.trim() ? format(value.trim()) : null);

/** A flag: true or false; left out, the form's default. */
export const flag: Problem = (value) => (value === undefined || value === null || typeof value === 'boolean' ? null : 'invalid_data');

/** One of `choices`, else `code`. */
export const oneOf =
  (choices: readonly unknown[], code: ErrorCode): Problem =>
  (value) =>
    choices.includes(value) ? null : code;

/** A whole number from `min` to `max`, else `code`. */
export const whole =
  (min: number, max: number, code: ErrorCode): Problem =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max ? null : code;

const REUSABLE = new WeakSet<object>();

/**
 * Marks a query DTO whose validation depends on the query text alone (no clock, no session, no
 * database) and which no handler changes: its validated, frozen form may be served again for the
 * same query. Never for a query that carries a secret (a token would stay in memory).
 */
export function ReusableQuery(): ClassDecorator {
  return (target) => {
    REUSABLE.add(target);
  };
}

/** Whether `metatype` is a query class marked `@ReusableQuery()`. */
export const isReusableQuery = (metatype: unknown): boolean => typeof metatype === 'function' && REUSABLE.has(metatype);
