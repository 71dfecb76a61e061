import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLoggerPort } from 'typeorm';

/**
 * TypeORM's messages through the application log, without query parameters: a parameter may
 * be a password hash, a code or a session id, and logs never hold those.
 */
export class TypeOrmLogger implements TypeOrmLoggerPort {
  private readonly logger = new Logger('Database');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    const message = typeof error === 'string' ? error : error.message;
    this.logger.warn(`Query failed: ${message} (${query.replace(/\s+/g, ' ').slice(0, 160)})`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow query (${time} ms): ${query.replace(/\s+/g, ' ').slice(0, 160)}`);
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}
