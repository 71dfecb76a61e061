import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

/** The answer field that carries the code for a call (SPEC.md section 7): error_code, error or message. */
export type ErrorField = 'error_code' | 'error' | 'message';

const ERROR_FIELD = 'mercato:error-field';

/** Names the field in which this call answers its error code (default `error_code`). */
export const AnswersErrorIn = (field: ErrorField) => SetMetadata(ERROR_FIELD, field);

export interface RequestWithErrorField extends Request {
  errorField?: ErrorField;
}

/**
 * Runs first for every routed call and tells the exception filter which field to use, so that
 * even errors of later guards and pipes answer in the call's own field.
 */
@Injectable()
export class ErrorFieldGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const field = this.reflector.getAllAndOverride<ErrorField | undefined>(ERROR_FIELD, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (field) context.switchToHttp().getRequest<RequestWithErrorField>().errorField = field;
    return true;
  }
}
