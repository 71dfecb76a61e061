import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { isLanguage, type Language } from '@mercato/contracts';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomainError } from '../../shared/domain/domain-error.js';
import { CompressedBody } from '../http/compressed-body.js';
import { TRANSLATIONS_DIR } from '../paths.js';

interface TranslationFile {
  readonly body: CompressedBody;
  readonly etag: string;
}

/**
 * The web app's texts, read and compressed once (Brotli or gzip, as the browser accepts; about
 * 12 KB instead of 44 KB), revalidated by ETag; any locale but fr, de and it is a 404.
 */
@ApiTags('translations')
@Controller('translate')
export class TranslationsController {
  private readonly files = new Map<Language, TranslationFile>();

  @Get(':file')
  @ApiOperation({
    operationId: 'getTranslations',
    summary: 'Translation file of one interface language.',
    description:
      'Every text of the web app, including one for each error code under `error.<code>`. Sent compressed (Brotli or gzip) when the client accepts it, ' +
      'revalidated by `ETag` (304 when unchanged). Any other file answers `not_found`.',
  })
  @ApiParam({ name: 'file', example: 'fr.json', description: 'fr.json, de.json or it.json' })
  @ApiOkResponse({
    description: 'Nested object of texts by key.',
    schema: { type: 'object', additionalProperties: true },
    example: { error: { invalid_email: 'Adresse e-mail invalide.', cart_empty: 'Votre panier est vide.' } },
  })
  get(@Param('file') file: string, @Req() req: Request, @Res() res: Response): void {
    const locale = /^([a-z]{2})\.json$/.exec(file)?.[1];
    if (!isLanguage(locale)) throw new DomainError('not_found');
    const texts = this.file(locale);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', texts.etag);
    res.vary('Accept-Encoding');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    texts.body.send(req, res);
  }

  private file(locale: Language): TranslationFile {
    let texts = this.files.get(locale);
    if (texts === undefined) {
      const plain = readFileSync(join(TRANSLATIONS_DIR, `${locale}.json`));
      texts = {
        // Compressed hardest: each form is made once per process (on its first request).
        body: new CompressedBody(plain, { br: 11, gzip: 9 }),
        etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
      };
      this.files.set(locale, texts);
    }
    return texts;
  }
}
