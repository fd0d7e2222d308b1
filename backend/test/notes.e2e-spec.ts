/**
 * Private notes and citation export over HTTP: notes are signed-in only (the generated
 * authorization-matrix.e2e-spec.ts checks who may call each route) and private (another
 * user's note is 404, lists show only one's own), blank content is 400 naming the field, edits
 * keep createdAt and move updatedAt; citation export is Pro and above (free: 403 with the spec's
 * text), each export recorded as citationExport usage, the paper answered as CSL-JSON.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type CitationExportResponse, LIBRARY_MESSAGES, type Note, type Paper, type UsageRecord } from '@scholarlens/contracts';
import { type AiTestApp, startAiTestApp } from './ai.support.js';
import { expectAuthorizationMatrix } from './support/authorization-matrix.js';

describe('notes and citation export', () => {
  let t: AiTestApp;
  let paper: Paper;

  before(async () => {
    t = await startAiTestApp('notes', 20);
    const { rows } = await t.pool.query<{ id: string }>('select id from papers order by id limit 1');
    paper = (await t.anonymous().get(`/api/papers/${rows[0].id}`)).body as Paper;
  });
  after(async () => {
    await t?.close();
  });

  it('add, list, edit, delete: private to their author', async () => {
    const ada = await t.as('ada');
    const marie = await t.as('marie');
    const added = await ada.post(`/api/papers/${paper.id}/notes`).send({ content: '  Compare with section 4 of the survey.  ' });
    assert.equal(added.status, 201, added.text);
    const note = added.body as Note;
    assert.equal(note.content, 'Compare with section 4 of the survey.');
    assert.equal(note.createdAt, note.updatedAt, 'not edited yet');
    await ada.post(`/api/papers/${paper.id}/notes`).send({ content: 'Second thought' });
    await marie.post(`/api/papers/${paper.id}/notes`).send({ content: 'Marie’s own note' });

    const mine = (await ada.get(`/api/papers/${paper.id}/notes`)).body as Note[];
    assert.deepEqual(mine.map((n) => n.content), ['Compare with section 4 of the survey.', 'Second thought']);
    assert.deepEqual(((await marie.get(`/api/papers/${paper.id}/notes`)).body as Note[]).map((n) => n.content), ['Marie’s own note']);

    // Someone else's note does not exist for Marie: 404 on edit and delete, and it stays as it was.
    assert.equal((await marie.put(`/api/notes/${note.id}`).send({ content: 'hijack' })).status, 404);
    assert.equal((await marie.delete(`/api/notes/${note.id}`)).status, 404);

    const edited = await ada.put(`/api/notes/${note.id}`).send({ content: 'Compare with section 5.' });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.body.content, 'Compare with section 5.');
    assert.equal(edited.body.createdAt, note.createdAt);
    assert.notEqual(edited.body.updatedAt, edited.body.createdAt, 'the "edited" marker');

    assert.equal((await ada.delete(`/api/notes/${note.id}`)).status, 204);
    assert.deepEqual(((await ada.get(`/api/papers/${paper.id}/notes`)).body as Note[]).map((n) => n.content), ['Second thought']);
    assert.equal((await ada.delete(`/api/notes/${note.id}`)).status, 404, 'deleted already');
    assert.equal((await ada.put(`/api/notes/not-a-uuid`).send({ content: 'x' })).status, 404);
    const stream = await t.pool.query(`select type from events where stream_id = $1 order by stream_revision`, [`note-${note.id}`]);
    assert.deepEqual(stream.rows.map((r) => r.type), ['NoteAdded', 'NoteEdited', 'NoteDeleted']);
  });

  it('blank content is 400 naming the field; an unknown paper is 404', async () => {
    const ada = await t.as('ada');
    for (const body of [{ content: '   \n ' }, {}, { content: 7 }]) {
      const res = await ada.post(`/api/papers/${paper.id}/notes`).send(body);
      assert.equal(res.status, 400, res.text);
      assert.match(res.body.message, /^content/);
    }
    const [n] = (await ada.get(`/api/papers/${paper.id}/notes`)).body as Note[];
    const blankEdit = await ada.put(`/api/notes/${n.id}`).send({ content: '  ' });
    assert.equal(blankEdit.status, 400);
    assert.match(blankEdit.body.message, /^content/);
    assert.equal((await ada.post('/api/papers/2401.99999/notes').send({ content: 'x' })).status, 404);
  });

  it('hostile input is 400 naming the field or param, never 500 (NUL, lone surrogates, deep nesting, undecodable ids)', async () => {
    const ada = await t.as('ada');
    const notes = `/api/papers/${paper.id}/notes`;
    // A NUL or a lone surrogate reached PostgreSQL (jsonb refuses both) and answered 500.
    for (const [content, rule] of [['a\u0000b', /NUL/], ['a\ud800', /well-formed Unicode/], ['\udfff', /well-formed Unicode/]] as const) {
      const res = await ada.post(notes).send({ content });
      assert.equal(res.status, 400, res.text);
      assert.match(res.body.message, /^content: /);
      assert.match(res.body.message, rule);
    }
    // ~2,400 levels of nesting overflowed class-transformer's stack: 500.
    const deep = await ada.post(notes).set('Content-Type', 'application/json').send(`{"content":${'['.repeat(3000)}${']'.repeat(3000)}}`);
    assert.equal(deep.status, 400, deep.text);
    assert.match(deep.body.message, /^content(\.0)*: must not be nested more than \d+ levels deep/);
    // An array body was read as an object with the key "0".
    const array = await ada.post(notes).send([{ content: 'x' }]);
    assert.equal(array.status, 400, array.text);
    assert.equal(array.body.message, 'body: must be a JSON object');
    // A missing field was reported by its length rule.
    assert.equal((await ada.post(notes).send({})).body.message, 'content: content must be a string');
    // A NUL in the path id reached PostgreSQL: 500; an id that is not UTF-8 answered a 400 naming no param.
    const nul = await ada.get('/api/papers/2401%0000001/notes');
    assert.equal(nul.status, 400, nul.text);
    assert.match(nul.body.message, /^id: must not contain NUL/);
    for (const id of ['%ED%A0%80', '%C0%80', '%FF']) {
      const res = await ada.put(`/api/notes/${id}`).send({ content: 'x' });
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.message, 'noteId: must be valid percent-encoded UTF-8');
    }
  });

  it('citation export: anonymous 401, free 403 with the spec text, pro and above 200 with CSL-JSON; each export recorded', async () => {
    const path = `/api/papers/${paper.id}/citation-export`;
    const res = await expectAuthorizationMatrix(t, { method: 'post', path, body: { format: 'bibtex' } }, { anonymous: 401, user: 403 });
    assert.equal(res.user!.body.message, LIBRARY_MESSAGES.citationUpgrade);
    const grace = await t.as('grace');
    const first = await grace.post(path).send({ format: 'apa' });
    assert.equal(first.status, 200, first.text);
    const body = first.body as CitationExportResponse;
    assert.equal(body.count, 1);
    assert.equal(body.csl.title, paper.title);
    assert.equal(body.csl.URL, `https://arxiv.org/abs/${paper.arxivId}`);
    assert.equal((body.csl.author as unknown[]).length, paper.authors.length);
    assert.equal(((await grace.post(path).send({ format: 'zotero' })).body as CitationExportResponse).count, 2);
    const usage = (await grace.get('/api/usage')).body as UsageRecord[];
    assert.equal(usage.find((u) => u.feature === 'citationExport')!.count, 2);
    const ada = (await (await t.as('ada')).get('/api/usage')).body as UsageRecord[];
    assert.equal(ada.find((u) => u.feature === 'citationExport')!.count, 0, 'a refused export is not recorded');
    assert.equal((await grace.post(path).send({ format: 'docx' })).status, 400);
  });
});
