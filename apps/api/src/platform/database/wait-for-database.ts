import { Logger } from '@nestjs/common';
import pg from 'pg';
import { StartupError } from '../startup-error.js';

/** PostgreSQL answers that no retry will change: wrong password, unknown database or role. */
const FINAL_CODES = new Set(['28P01', '28000', '3D000']);

/** The URL without its password, for messages. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

export interface WaitOptions {
  readonly attempts?: number;
  readonly delayMs?: number;
  readonly logger?: Pick<Logger, 'warn'>;
}

/**
 * At start-up, waits until the PostgreSQL of `DATABASE_URL` answers (it may start after us, as
 * in compose), saying so in one line per try; then, or at once for a wrong password or an
 * unknown database, stops the start with a message naming DATABASE_URL instead of a stack.
 */
export async function waitForDatabase(url: string, { attempts = 10, delayMs = 2000, logger = new Logger('Database') }: WaitOptions = {}): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const code = (error as { code?: unknown }).code;
      if (attempt >= attempts || (typeof code === 'string' && FINAL_CODES.has(code))) {
        throw new StartupError(`Cannot connect to the database of DATABASE_URL (${redactedUrl(url)}): ${reason}. Check DATABASE_URL and that PostgreSQL is running.`);
      }
      logger.warn(`Database of DATABASE_URL (${redactedUrl(url)}) not reachable: ${reason}; trying again in ${delayMs / 1000} s (${attempt}/${attempts - 1})`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
