import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { Mailer } from '../application/mailer.port.js';
import type { OutgoingMail } from '../domain/mail.js';

export interface DevOutboxEntry {
  file: string;
  to: string;
  subject: string;
  date: string;
  text: string;
}

/**
 * Development without an SMTP server: each mail is an `.eml` file under `DATA_DIR/outbox`
 * (with a small JSON summary beside it), listed at `/dev/outbox`. Never used in production.
 */
export class DevOutboxMailer extends Mailer {
  private readonly builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(readonly folder: string, private readonly from: string) {
    super();
  }

  async send(mail: OutgoingMail): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const info = (await this.builder.sendMail({ from: this.from, ...mail, attachments: [...mail.attachments] })) as unknown as { message: Buffer };
    const date = new Date();
    const base = `${date.toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^\w-]/g, '').slice(0, 40)}`;
    await writeFile(join(this.folder, `${base}.eml`), info.message);
    const entry: DevOutboxEntry = { file: `${base}.eml`, to: mail.to, subject: mail.subject, date: date.toISOString(), text: mail.text };
    await writeFile(join(this.folder, `${base}.json`), JSON.stringify(entry));
  }

  async list(): Promise<DevOutboxEntry[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    const entries = await Promise.all(
      names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await readFile(join(this.folder, n), 'utf8')) as DevOutboxEntry),
    );
    return entries.sort((a, b) => b.date.localeCompare(a.date));
  }

  async read(file: string): Promise<Buffer | null> {
    if (!/^[\w-]+\.eml$/.test(file)) return null;
    return readFile(join(this.folder, file)).catch(() => null);
  }
}
