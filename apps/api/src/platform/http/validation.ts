import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainError } from '../../shared/domain/domain-error.js';
import { containsNul } from './text-input.js';

/**
 * The body parsers refuse JSON and form bodies holding a NUL; multipart fields are parsed
 * later (by the upload interceptors), so the pipe checks every body, query and parameter too.
 */
class EdgeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom' && containsNul(value)) throw new DomainError('invalid_data');
    return super.transform(value, metadata);
  }
}

/**
 * Validation at the edge: DTOs with class-validator; unknown fields are dropped, wrong types
 * are a 400 `invalid_data` naming the fields (for logs and admin forms).
 */
export function validationPipe(): ValidationPipe {
  return new EdgeValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new DomainError('invalid_data', { fields: errors.map((e) => e.property), fieldErrors: fieldErrors(errors) }),
  });
}

/**
 * Each failed field with a code the forms translate: the code a DTO names in its constraint's
 * `context` (`{ context: { code: 'invalid_price' } }`), else `invalid_data`. Nested fields are
 * named by path (`offers.0.price`).
 */
export function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const path = `${prefix}${error.property}`;
    if (error.children?.length) Object.assign(out, fieldErrors(error.children, `${path}.`));
    if (!error.constraints) continue;
    const contexts = (error.contexts ?? {}) as Record<string, { code?: string }>;
    const failed = Object.keys(error.constraints)[0]!;
    out[path] = contexts[failed]?.code ?? 'invalid_data';
  }
  return out;
}
