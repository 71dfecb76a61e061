import { applyDecorators, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../shared/domain/domain-error.js';
import { AdminGuard } from './admin.guard.js';
import { ParseIdPipe } from './id-param.js';

/**
 * Every admin controller: the admin guard first (401/403 whatever the payload); the contract
 * documents both from the operations' `admin` access (`OPERATIONS` of `@mercato/contracts`).
 */
export const AdminOnly = () => applyDecorators(ApiTags('admin'), UseGuards(AdminGuard));

/** A path id (1 to 2^31 - 1); anything else is `invalid_data`. */
export const IdParam = (name = 'id') => Param(name, new ParseIdPipe(name));

/** An uploaded file's bytes, or the code the call answers when there is none. */
export function requireFile(file: { buffer: Buffer } | undefined, code: 'image_upload_failed' | 'price_list_invalid'): Buffer {
  if (!file?.buffer?.length) throw new DomainError(code);
  return file.buffer;
}

/** A form body as the use cases take it: field by field, checked by the owning context's rules. */
export function form(body: object): Readonly<Record<string, unknown>> {
  return body as Readonly<Record<string, unknown>>;
}
