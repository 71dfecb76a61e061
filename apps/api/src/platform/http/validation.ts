import { ValidationPipe } from '@nestjs/common';
import { DomainError } from '../../shared/domain/domain-error.js';

/**
 * Validation at the edge: DTOs with class-validator; unknown fields are dropped, wrong types
 * are a 400 `invalid_data` naming the fields (for logs and admin forms).
 */
export function validationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new DomainError('invalid_data', { fields: errors.map((e) => e.property) }),
  });
}
