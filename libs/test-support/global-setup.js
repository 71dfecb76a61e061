import { existsSync } from 'node:fs';

/**
 * Decides once which PostgreSQL server the tests use: TEST_DATABASE_URL when set; otherwise
 * a testcontainers PostgreSQL when a Docker engine answers; otherwise the local default
 * (postgres://postgres@127.0.0.1:5432/test).
 */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL || globalThis.__mercatoPostgres) return;
  const dockerSocket = process.env.DOCKER_HOST || existsSync('/var/run/docker.sock');
  if (!dockerSocket) return;
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').withDatabase('test').start();
    globalThis.__mercatoPostgres = container;
    process.env.TEST_DATABASE_URL = container.getConnectionUri();
  } catch (error) {
    console.warn(`testcontainers unavailable (${error.message}); using the local PostgreSQL`);
  }
}
