/**
 * The AI research assistant's recommendations over HTTP (issue #34): nothing before the user has
 * read anything; then the catalog's papers nearest to the user's own (opened, noted), minus those,
 * ranked by embedding similarity, each naming the user's papers it is close to; they follow when the
 * user reads another topic; the refresh recomputes; provenance names the embedding model.
 * Real local embeddings of a corpus slice (the embedding backlog drained, the vector index synced).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { AI_RESEARCH_API, RECOMMENDATIONS_LIMIT, type RecommendationsAnswer } from '@scholarlens/contracts';
import { EmbeddingBacklog } from '../src/modules/discovery/search/embedding-papers/embedding-backlog.js';
import { PaperVectors } from '../src/modules/discovery/search/paper-embeddings/paper-vectors.js';
import { type AiTestApp, startAiTestApp } from './ai.support.js';

describe('AI research assistant: recommendations', () => {
  let t: AiTestApp;
  const indexDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scholarlens-ai-research-'));
  let vision: string[];
  let language: string[];
  const origin = () => t.baseUrl;
  const recommendations = async () => (await (await t.as('grace')).get(AI_RESEARCH_API.recommendations)).body as RecommendationsAnswer;

  before(async () => {
    t = await startAiTestApp('ai_research', 60, { VECTOR_INDEX_DIR: indexDir, VECTOR_INDEX_SYNC_MS: '100' });
    await t.app.get(EmbeddingBacklog).drain();
    await t.app.get(PaperVectors).open();
    await t.app.get(PaperVectors).sync();
    const ofCategories = async (categories: string[]) =>
      (await t.pool.query<{ id: string }>(`select id from papers where categories = $1::jsonb order by id`, [JSON.stringify(categories)])).rows.map((r) => r.id);
    vision = await ofCategories(['cs.CV']);
    language = await ofCategories(['cs.CL']);
    assert.ok(vision.length >= 3 && language.length >= 3, `${vision.length} vision, ${language.length} language papers`);
  });
  after(async () => {
    await t?.close();
    fs.rmSync(indexDir, { recursive: true, force: true });
  });

  it('signed in only; nothing to go on before the user reads', async () => {
    assert.equal((await t.anonymous().get(AI_RESEARCH_API.recommendations)).status, 401);
    const answer = await recommendations();
    assert.deepEqual(answer, { status: 'no-activity', recommendations: [], basedOn: 0, provenance: { provider: 'local', model: 'use-lite-512' } });
  });

  it('follows what the user reads: nearest to their papers, minus them, with reasons naming them; a new topic moves them', async () => {
    const grace = await t.as('grace');
    const titleOf = async (id: string) => ((await t.pool.query<{ title: string }>('select title from papers where id = $1', [id])).rows[0].title);
    assert.equal((await grace.get(`/api/papers/${vision[0]}`)).status, 200);
    const first = await waitForReady(recommendations, 1);
    assert.equal(first.basedOn, 1);
    assert.ok(first.recommendations.length > 0 && first.recommendations.length <= RECOMMENDATIONS_LIMIT);
    assert.ok(!first.recommendations.some((r) => r.paperId === vision[0]), 'what the user has seen is not recommended');
    const scores = first.recommendations.map((r) => r.relevanceScore);
    assert.deepEqual(scores, [...scores].sort((a, b) => b - a), 'most relevant first');
    const visionTitle = await titleOf(vision[0]);
    for (const r of first.recommendations) assert.match(r.reasonings[0], new RegExp(`^Close to “${escapeRegExp(visionTitle)}”, which you opened \\(similarity `));

    // Grace reads language papers: opens two and writes a note on one.
    for (const id of language.slice(0, 2)) assert.equal((await grace.get(`/api/papers/${id}`)).status, 200);
    assert.equal((await grace.post(`/api/papers/${language[0]}/notes`).set('Origin', origin()).send({ content: 'Compare with our tokenizer' })).status, 201);
    const second = await waitForReady(recommendations, 3);
    assert.ok(!second.recommendations.some((r) => [vision[0], ...language.slice(0, 2)].includes(r.paperId)));
    const languageTitles = await Promise.all(language.slice(0, 2).map(titleOf));
    assert.ok(
      second.recommendations.some((r) => r.reasonings.some((reason) => languageTitles.some((title) => reason.startsWith(`Close to “${title}”`)))),
      'reasons name the newly read papers',
    );
    assert.ok(second.recommendations.some((r) => reasonNames(r.reasonings, `“${languageTitles[0]}”, which you wrote a note on`)), 'the note is the latest thing done to it');
    assert.notDeepEqual(second.recommendations.map((r) => r.paperId), first.recommendations.map((r) => r.paperId), 'the list moved');

    const refreshed = await grace.post(AI_RESEARCH_API.refreshRecommendations).set('Origin', origin()).send({});
    assert.equal(refreshed.status, 200, refreshed.text);
    assert.deepEqual((refreshed.body as RecommendationsAnswer).recommendations.map((r) => r.paperId), second.recommendations.map((r) => r.paperId));
  });
});

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function reasonNames(reasonings: string[], fragment: string): boolean {
  return reasonings.some((r) => r.includes(fragment));
}

async function waitForReady(read: () => Promise<RecommendationsAnswer>, basedOn: number): Promise<RecommendationsAnswer> {
  for (let i = 0; ; i++) {
    const answer = await read();
    if (answer.status === 'ready' && answer.basedOn === basedOn) return answer;
    if (i > 100) assert.fail(`still ${JSON.stringify(answer).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
