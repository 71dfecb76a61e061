import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ErrorCode } from '@mercato/contracts';
import { DomainError } from '../../shared/domain/domain-error.js';
import { FORM_FIELD_RULE } from './field-rules.js';
import { containsNul } from './text-input.js';

/**
 * The body parsers refuse JSON and form bodies holding a NUL; multipart fields are parsed
 * later (by the upload interceptors), so the pipe checks every body, query and parameter too.
 */
class EdgeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom' && containsNul(value)) throw new DomainError('invalid_data');
    // A body described by a DTO is an object of fields: an array or a bare value is malformed.
    if (metadata.type === 'body' && isDto(metadata.metatype) && value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw new DomainError('invalid_data');
    }
    return super.transform(value, metadata);
  }
}

const BUILT_IN = new Set<unknown>([String, Boolean, Number, Array, Object, Buffer]);

function isDto(metatype: ArgumentMetadata['metatype']): boolean {
  return typeof metatype === 'function' && !BUILT_IN.has(metatype);
}

/**
 * Validation at the edge: DTOs with class-validator; unknown fields are dropped, wrong types
 * are a 400 `invalid_data` naming the fields (for logs and admin forms), or the code a rule says
 * the call answers (`answering`).
 */
export function validationPipe(): ValidationPipe {
  return new EdgeValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new DomainError(answerOf(errors) ?? 'invalid_data', { fields: errors.map((e) => e.property), fieldErrors: fieldErrors(errors) }),
  });
}

type Contexts = Record<string, { answer?: ErrorCode }>;

/** The first failed rule of a field (rules stop at the first failure), with its context. */
function failedRule(error: ValidationError): { name: string; message: string; context: Contexts[string] | undefined } | null {
  const name = error.constraints ? Object.keys(error.constraints)[0] : undefined;
  return name ? { name, message: error.constraints![name]!, context: ((error.contexts ?? {}) as Contexts)[name] } : null;
}

/** Every failed rule, nested ones included. */
function failedRules(errors: ValidationError[]): Array<NonNullable<ReturnType<typeof failedRule>>> {
  return errors.flatMap((error) => [failedRule(error) ?? [], failedRules(error.children ?? [])].flat());
}

/**
 * The code the call answers: `invalid_data` when any field is malformed, else the answer the
 * first failed rule names (a field the call has its own code for, e.g. `invalid_email`).
 */
function answerOf(errors: ValidationError[]): ErrorCode | undefined {
  const failed = failedRules(errors);
  return failed.every((rule) => rule.context?.answer) ? failed[0]?.context?.answer : undefined;
}

/**
 * Each failed field with a code the forms translate: an admin form field's own code (its
 * `FormField` rule's message), the call's answer a rule names, else `invalid_data`. Nested
 * fields are named by path (`offers.0.price`).
 */
export function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const path = `${prefix}${error.property}`;
    if (error.children?.length) Object.assign(out, fieldErrors(error.children, `${path}.`));
    const failed = failedRule(error);
    if (!failed) continue;
    out[path] = failed.name === FORM_FIELD_RULE ? failed.message : (failed.context?.answer ?? 'invalid_data');
  }
  return out;
}
