import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { isLanguage, type Language } from '@mercato/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomainError } from '../../shared/domain/domain-error.js';
import { TRANSLATIONS_DIR } from '../paths.js';

/** The web app's texts, read once; any locale but fr, de and it is a 404. */
@ApiTags('translations')
@Controller('translate')
export class TranslationsController {
  private readonly files = new Map<Language, string>();

  @Get(':file')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ operationId: 'getTranslations', summary: 'Translation file of one interface language.' })
  @ApiParam({ name: 'file', example: 'fr.json', description: 'fr.json, de.json or it.json' })
  @ApiOkResponse({ description: 'Nested object of texts by key.', schema: { type: 'object', additionalProperties: true } })
  @ApiNotFoundResponse({ description: 'Any other locale.' })
  get(@Param('file') file: string): string {
    const locale = /^([a-z]{2})\.json$/.exec(file)?.[1];
    if (!isLanguage(locale)) throw new DomainError('not_found');
    let text = this.files.get(locale);
    if (text === undefined) {
      text = readFileSync(join(TRANSLATIONS_DIR, `${locale}.json`), 'utf8');
      this.files.set(locale, text);
    }
    return text;
  }
}
