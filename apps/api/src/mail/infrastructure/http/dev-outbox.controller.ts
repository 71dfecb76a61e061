import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { Mailer } from '../../application/mailer.port.js';
import { DevOutboxMailer, type DevOutboxEntry } from '../dev-outbox.mailer.js';

/** `/dev/outbox`: the mails a development instance would have sent. Absent in production. */
@ApiExcludeController()
@Controller('dev/outbox')
export class DevOutboxController {
  constructor(private readonly mailer: Mailer) {}

  private outbox(): DevOutboxMailer {
    if (!(this.mailer instanceof DevOutboxMailer)) throw new DomainError('not_found');
    return this.mailer;
  }

  @Get()
  async list(): Promise<{ mails: DevOutboxEntry[] }> {
    return { mails: await this.outbox().list() };
  }

  @Get(':file')
  async read(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const content = await this.outbox().read(file);
    if (!content) throw new DomainError('not_found');
    res.type('text/plain; charset=utf-8').send(content);
  }
}
