/** Migration checksums on real PostgreSQL: an applied migration that was edited stops the start. */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type TestDatabase, withTestDatabase } from '../testing/test-database.js';
import { MigrationEditedError, migrate, migrationChecksum } from './database.js';

describe('migration checksums', { skip: process.env.DATABASE_URL ? false : 'DATABASE_URL not set' }, () => {
  let db: TestDatabase;
  let dir: string;
  before(async () => {
    db = await withTestDatabase(2);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  });
  after(async () => {
    await db?.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('records each applied file’s checksum, the shipped ones included', async () => {
    const { rows } = await db.pool.query<{ name: string; checksum: string }>("select name, checksum from schema_migrations where name = '001-event-store.sql'");
    const shipped = await fs.readFile(path.join(path.dirname(new URL(import.meta.url).pathname), '../../../../src/platform/database/migrations/001-event-store.sql'), 'utf8');
    assert.deepEqual(rows, [{ name: '001-event-store.sql', checksum: migrationChecksum(shipped) }]);
  });

  it('refuses a migration edited after it was applied, naming it, and applies nothing after it', async () => {
    const file = path.join(dir, '990-checksum-probe.sql');
    await fs.writeFile(file, 'create table checksum_probe (id int);\n');
    assert.deepEqual(await migrate(db.pool, dir), ['990-checksum-probe.sql']);
    assert.deepEqual(await migrate(db.pool, dir), [], 'unchanged: nothing to apply, no refusal');
    await fs.writeFile(file.replace('990', '991'), 'create table checksum_later (id int);\n');
    await fs.writeFile(file, 'create table checksum_probe (id int, added text);\n');
    await assert.rejects(migrate(db.pool, dir), (err: Error) => {
      assert.ok(err instanceof MigrationEditedError);
      assert.match(err.message, /^Migration 990-checksum-probe\.sql was edited after it was applied to this database .*put the change in a new migration$/);
      return true;
    });
    const later = await db.pool.query("select 1 from schema_migrations where name = '991-checksum-probe.sql'");
    assert.equal(later.rowCount, 0);
  });

  it('takes the current checksum of a row recorded before checksums existed, and a CRLF checkout is no edit', async () => {
    const file = path.join(dir, '990-checksum-probe.sql');
    await db.pool.query("update schema_migrations set checksum = null where name = '990-checksum-probe.sql'");
    await fs.writeFile(file, 'create table checksum_probe (id int, added text);\r\n');
    await migrate(db.pool, dir);
    const { rows } = await db.pool.query<{ checksum: string }>("select checksum from schema_migrations where name = '990-checksum-probe.sql'");
    assert.equal(rows[0]!.checksum, migrationChecksum('create table checksum_probe (id int, added text);\n'));
  });
});
