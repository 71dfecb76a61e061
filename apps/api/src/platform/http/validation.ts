import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ErrorCode } from '@mercato/contracts';
import { DomainError } from '../../shared/domain/domain-error.js';
import { FORM_FIELD_RULE, isReusableQuery } from './field-rules.js';
import { containsNul } from './text-input.js';

/**
 * The body parsers refuse JSON and form bodies holding a NUL; multipart fields are parsed
 * later (by the upload interceptors), so the pipe checks every body, query and parameter too.
 */
class EdgeValidationPipe extends ValidationPipe {
  /** Per reusable query class, its valid queries' validated forms by the query's JSON, oldest first. */
  private readonly validated = new Map<unknown, Map<string, unknown>>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'query' && isReusableQuery(metadata.metatype)) return this.reusedQuery(value, metadata);
    return this.check(value, metadata);
  }

  private async check(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom' && containsNul(value)) throw new DomainError('invalid_data');
    // A body described by a DTO is an object of fields: an array or a bare value is malformed.
    if (metadata.type === 'body' && isDto(metadata.metatype) && value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw new DomainError('invalid_data');
    }
    return super.transform(value, metadata);
  }

  /**
   * A query of a class marked `@ReusableQuery()`: the same query text (as parsed) validates to the
   * same object, so a valid one is checked once and its frozen result served again (a refused one
   * is checked every time, and answers as before). Validating a listing's query with class-transformer and
   * class-validator was about a tenth of an uncached listing's CPU (issue 16).
   */
  private async reusedQuery(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const key = JSON.stringify(value ?? null);
    // A long query (unknown fields are dropped, not refused) is checked every time: kept, 2,000 of them could hold megabytes.
    if (key.length > REUSED_QUERY_TEXT) return this.check(value, metadata);
    let kept = this.validated.get(metadata.metatype);
    const known = kept?.get(key);
    if (known !== undefined) return known;
    const result = Object.freeze(await this.check(value, metadata));
    if (!kept) this.validated.set(metadata.metatype, (kept = new Map()));
    if (kept.size >= REUSED_QUERIES) kept.delete(kept.keys().next().value!);
    kept.set(key, result);
    return result;
  }
}

/** How many valid queries of each reusable class are kept (the oldest goes first). */
const REUSED_QUERIES = 2000;
/** The longest query (as JSON) that is kept: a listing's with a search and every filter is far shorter. */
const REUSED_QUERY_TEXT = 512;

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
