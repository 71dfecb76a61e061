import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../../shared/domain/domain-error.js';
import { FileStore, isValidFileKey } from './file-store.port.js';

/** Public files (catalogue images, avatars) at `/media/{key}`. */
@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(private readonly files: FileStore) {}

  @Get('*key')
  @ApiOperation({
    operationId: 'getMedia',
    summary: 'A public image of the catalogue or an avatar.',
    description: 'Only keys under `catalogue/` and `avatars/` are public (feedback attachments never are); anything else answers `not_found`. Cached for an hour by browsers.',
  })
  @ApiParam({ name: 'key', type: String, example: 'catalogue/viande.svg' })
  @ApiProduces('image/webp', 'image/png', 'image/jpeg', 'image/svg+xml')
  @ApiOkResponse({ description: 'The file, with its content type.', schema: { type: 'string', format: 'binary' } })
  async get(@Param('key') key: string | string[], @Res() res: Response): Promise<void> {
    const path = Array.isArray(key) ? key.join('/') : key;
    // Avatars and feedback attachments never live under a public prefix except these two.
    if (!isValidFileKey(path) || !/^(catalogue|avatars)\//.test(path)) throw new DomainError('not_found');
    const file = await this.files.get(path);
    if (!file) throw new DomainError('not_found');
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'public, max-age=3600');
    // An image is never a document: nothing in it may run.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('X-Content-Type-Options', 'nosniff');
    file.stream.on('error', () => res.destroy());
    file.stream.pipe(res);
  }
}
