import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UnitOfWork } from '../../src/platform/database/unit-of-work.js';
import { sql } from '../support/accounts.js';
import { startTestApp, type DatabaseKind, type TestApp } from '../support/test-app.js';

/**
 * UnitOfWork.preparedRead (the basket plan's reads): a named prepared statement outside a
 * transaction on PostgreSQL, a plain query in a transaction and on the embedded database; the
 * same rows either way, also after a committed change and after a migration changed the columns.
 */
describe.each<DatabaseKind>(['postgres', 'embedded'])('prepared reads (%s)', (database) => {
  let t: TestApp;
  let uow: UnitOfWork;

  beforeAll(async () => {
    t = await startTestApp({ database });
    uow = t.app.get(UnitOfWork);
    await sql(t, `CREATE TABLE prepared_probe (id int PRIMARY KEY, label text NOT NULL)`);
    await sql(t, `INSERT INTO prepared_probe VALUES (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = () => uow.preparedRead<{ id: number; label: unknown }>('prepared_probe_read', `SELECT id, label FROM prepared_probe WHERE id = ANY($1::int[]) ORDER BY id`, [[1, 2]]);

  it('answers the rows as they are now: on every pool connection, in a transaction, after a change and after a migration', async () => {
    // More reads at once than the pool has connections: each connection prepares it once.
    const answers = await Promise.all(Array.from({ length: 24 }, read));
    for (const rows of answers) expect(rows).toEqual([{ id: 1, label: 'one' }, { id: 2, label: 'two' }]);
    expect(await uow.run(read)).toEqual([{ id: 1, label: 'one' }, { id: 2, label: 'two' }]);

    await sql(t, `UPDATE prepared_probe SET label = 'uno' WHERE id = 1`);
    expect(await read()).toEqual([{ id: 1, label: 'uno' }, { id: 2, label: 'two' }]);

    // The columns' type changed under the prepared statements: still answered, never a failure.
    await sql(t, `ALTER TABLE prepared_probe ALTER COLUMN label TYPE int USING length(label)`);
    for (const rows of await Promise.all(Array.from({ length: 24 }, read))) expect(rows).toEqual([{ id: 1, label: 3 }, { id: 2, label: 3 }]);
  });

  it('runs a statement of a transaction on that transaction’s own connection, prepared there on PostgreSQL', async () => {
    await sql(t, `CREATE TABLE prepared_tx_probe (id int PRIMARY KEY, label text NOT NULL)`);
    await sql(t, `INSERT INTO prepared_tx_probe VALUES (1, 'one')`);
    const rename = (id: number, label: string) =>
      uow.preparedInTransaction<{ id: number; label: string }>(
        'prepared_tx_probe_rename',
        `UPDATE prepared_tx_probe SET label = $2 WHERE id = $1 RETURNING id::int AS id, label::text AS label`,
        [id, label],
      );
    const rollback = new Error('roll back');
    const seen = await uow
      .run(async () => {
        // Written in the transaction, not committed: only its own connection sees the row.
        await uow.manager().query(`INSERT INTO prepared_tx_probe VALUES (2, 'two')`);
        const first = await rename(2, 'deux');
        const again = await rename(1, 'un');
        const prepared: Array<{ name: string }> = await uow.manager().query(`SELECT name FROM pg_prepared_statements WHERE name = 'prepared_tx_probe_rename'`);
        throw Object.assign(rollback, { seen: { first, again, prepared: prepared.map((p) => p.name) } });
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
        return (error as Error & { seen: unknown }).seen;
      });
    expect(seen).toEqual({
      first: [{ id: 2, label: 'deux' }],
      again: [{ id: 1, label: 'un' }],
      prepared: database === 'postgres' ? ['prepared_tx_probe_rename'] : [],
    });
    // Rolled back with the transaction.
    expect(await sql(t, `SELECT id, label FROM prepared_tx_probe ORDER BY id`)).toEqual([{ id: 1, label: 'one' }]);
    // Outside a transaction: on a pool connection, as a prepared write.
    expect(await rename(1, 'uno')).toEqual([{ id: 1, label: 'uno' }]);
  });
});
