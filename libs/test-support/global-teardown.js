export default async function globalTeardown() {
  await globalThis.__mercatoPostgres?.stop();
}
