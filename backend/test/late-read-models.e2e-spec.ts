/**
 * A command answers what it did even when its read model is late (docs/ARCHITECTURE.md §5): the
 * read-your-writes wait gives up after 15 s on an overloaded machine, and a handler that then read
 * its own write back from the read model answered 500 for a write that was stored. Adding a note
 * creating a team and creating an institution answer from the command's own events instead.
 *
 * The lateness is real: a transaction holds the projections' checkpoint rows locked, as a runner's
 * own batch does (projection-runner.ts), so neither read model can advance until it ends.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PG_POOL } from '../src/platform/database/database.module.js';
import type { Pool } from '../src/platform/database/database.js';
import { NotesByPaperProjection } from '../src/modules/discovery/library/notes-by-paper/notes-by-paper.projection.js';
import { MembersDirectoryProjection } from '../src/modules/institution/institutions/members-directory/members-directory.projection.js';
import { TeamsByInstitutionProjection } from '../src/modules/institution/teams/teams-by-institution/teams-by-institution.projection.js';
import { EventStore } from '../src/platform/event-store/event-store.port.js';
import { waitForProjections } from '../src/platform/projections/projection-runner.js';
import { type GuardRailsApp, startGuardRailsApp } from './support/guard-rails.js';
import { setUpInstitutions } from './support/institutions.js';

const LATE = [NotesByPaperProjection.NAME, TeamsByInstitutionProjection.NAME, MembersDirectoryProjection.NAME];

describe('answers while the read model is late', () => {
  let g: GuardRailsApp;

  before(async () => {
    g = await startGuardRailsApp({ papers: 1 });
    await setUpInstitutions(g.t);
  });
  after(async () => {
    await g?.close();
  });

  it('adding a note, creating a team and an institution answer what was written, and the read models agree once they catch up', async () => {
    const origin = g.t.baseUrl;
    const [ada, marie, alan] = [await g.t.as('ada'), await g.t.as('marie'), await g.t.as('alan')];
    const paperId = (await g.t.anonymous().get('/api/papers?limit=1').expect(200)).body[0].id as string;
    const pool = g.t.app.get<Pool>(PG_POOL);
    const lock = await pool.connect();
    let locked = true;
    try {
      await lock.query('begin');
      const rows = await lock.query('select name from projection_checkpoints where name = any($1::text[]) for update', [LATE]);
      assert.equal(rows.rowCount, LATE.length, 'each projection has a checkpoint to hold');

      const [note, team, institution] = await Promise.all([
        ada.post(`/api/papers/${paperId}/notes`).set('Origin', origin).send({ content: 'written while the read model is late' }),
        marie.post('/api/institution/teams').set('Origin', origin).send({ name: '  Late Lab ', isPublic: true }),
        alan
          .post('/api/admin/institutions')
          .set('Origin', origin)
          .send({ name: 'Late University', domain: 'late.edu', subdomain: 'late', tier: 'basic', maxUsers: 3, adminEmail: 'Dean@Late.edu' }),
      ]);
      assert.equal(note.status, 201, note.text);
      assert.equal(note.body.content, 'written while the read model is late');
      assert.equal(note.body.paperId, paperId);
      assert.equal(team.status, 201, team.text);
      assert.equal(team.body.name, 'Late Lab');
      assert.equal(team.body.maxMembers, 50);
      assert.equal(team.body.memberCount, 1);
      assert.equal(institution.status, 201, institution.text);
      assert.deepEqual([institution.body.adminEmails, institution.body.pendingUsers], [['dean@late.edu'], 1]);
      // The read models had not caught up: the answers came from the commands.
      const notesMeanwhile = (await ada.get(`/api/papers/${paperId}/notes`).expect(200)).body as { id: string }[];
      assert.ok(!notesMeanwhile.some((n) => n.id === note.body.id), 'the notes read model was not late');

      await lock.query('commit');
      locked = false;
      await waitForProjections(pool, LATE, await g.t.app.get(EventStore).headPosition(), 30_000);
      const notes = (await ada.get(`/api/papers/${paperId}/notes`).expect(200)).body as { id: string }[];
      assert.deepEqual(
        notes.find((n) => n.id === note.body.id),
        note.body,
      );
      const teams = (await marie.get('/api/institution/teams').expect(200)).body as { id: string }[];
      assert.deepEqual(
        teams.find((t) => t.id === team.body.id),
        team.body,
      );
      const institutions = (await alan.get('/api/admin/institutions').expect(200)).body as { id: string }[];
      assert.deepEqual(
        institutions.find((i) => i.id === institution.body.id),
        institution.body,
      );
    } finally {
      if (locked) await lock.query('rollback');
      lock.release();
    }
  });
});
