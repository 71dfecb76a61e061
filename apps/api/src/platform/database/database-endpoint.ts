import type { EmbeddedPostgres } from './embedded-postgres.js';

/** Where the database is: the configured PostgreSQL, or the embedded one started here. */
export class DatabaseEndpoint {
  constructor(
    readonly url: string,
    readonly embedded: EmbeddedPostgres | null,
  ) {}
}
