/**
 * The AI features with an OpenAI-compatible endpoint configured (a loopback server: no internet):
 * the same endpoints store the LLM's answers with provider `openai` and the configured model; when
 * the LLM fails the answer is a clear 502/503 and no usage is charged.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { type Paper, type UsageRecord, parseSummary } from '@scholarlens/contracts';
import { type AiTestApp, startAiTestApp } from './ai.support.js';

describe('AI features with an OpenAI-compatible endpoint', () => {
  let t: AiTestApp;
  let llm: Server;
  let ids: string[];
  let mode: 'ok' | 'error' | 'garbage' | 'rate-limited' = 'ok';
  const requests: { model: string; schema: string }[] = [];

  before(async () => {
    llm = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}');
        const schema = body.response_format?.json_schema?.name as string;
        requests.push({ model: body.model, schema });
        if (mode === 'error' || mode === 'rate-limited') {
          res.writeHead(mode === 'error' ? 500 : 429, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'upstream trouble', type: 'server_error' } }));
          return;
        }
        const content =
          mode === 'garbage'
            ? 'not json'
            : JSON.stringify(
                schema === 'summary'
                  ? { keyFindings: ['The method outperforms its baselines.'], methodology: 'A new model.', impact: 'Faster research.', technicalLevel: 'Advanced', confidence: 0.87 }
                  : schema === 'tags'
                    ? { tags: ['loopback tag'] }
                    : schema === 'chat'
                      ? { response: 'From the loopback model.', suggestions: ['And then?'] }
                      : { keyFindings: ['x'], impactScore: 61, citationPotential: 'medium', methodologyType: 'New method', collaborationOpportunities: ['y'], researchTrends: ['z'] },
              );
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 1, model: body.model, choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }] }));
      });
    });
    await new Promise<void>((r) => llm.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
    t = await startAiTestApp('ai_openai', 40, {
      AI_PROVIDER: 'auto',
      OPENAI_API_KEY: 'sk-loopback',
      OPENAI_BASE_URL: url,
      OPENAI_MODEL: 'loopback-mini',
      OPENAI_MAX_RETRIES: '0',
      OPENAI_TIMEOUT_MS: '5000',
    });
    ids = (await t.pool.query<{ id: string }>('select id from papers order by id')).rows.map((r) => r.id);
  });
  after(async () => {
    await t?.close();
    await new Promise<void>((r) => llm?.close(() => r()));
  });

  const summaries = async () => ((await (await t.as('ada')).get('/api/usage')).body as UsageRecord[]).find((u) => u.feature === 'aiSummary')!.count;

  it('summary, intelligence, tags and chat come from the configured model and say so', async () => {
    mode = 'ok';
    const ada = await t.as('ada');
    const res = await ada.post(`/api/papers/${ids[0]}/summary`);
    assert.equal(res.status, 200, res.text);
    const s = parseSummary(res.body.summary)!;
    assert.deepEqual([s.provider, s.model, s.confidence], ['openai', 'loopback-mini', 0.87]);
    assert.equal(await summaries(), 1);
    const i = await t.anonymous().post(`/api/papers/${ids[0]}/intelligence`);
    assert.deepEqual([i.body.provider, i.body.model, i.body.impactScore], ['openai', 'loopback-mini', 61]);
    const chat = await t.anonymous().post(`/api/papers/${ids[0]}/chat`).send({ message: 'What is it?', context: 'paper' });
    assert.deepEqual(chat.body, { response: 'From the loopback model.', suggestions: ['And then?'], provider: 'openai', model: 'loopback-mini' });
    const tagged = await ada.post('/api/papers/auto-tag').send({ batchSize: 2 });
    assert.deepEqual(tagged.body, { taggedPapers: 2 });
    const feed = (await t.anonymous().get('/api/papers?limit=2')).body as Paper[];
    for (const p of feed) {
      assert.deepEqual(p.tags, ['loopback tag']);
      assert.deepEqual(p.tagsProvenance, { provider: 'openai', model: 'loopback-mini' });
    }
    assert.ok(requests.every((r) => r.model === 'loopback-mini'));
    assert.deepEqual([...new Set(requests.map((r) => r.schema))].sort(), ['chat', 'intelligence', 'summary', 'tags']);
  });

  it('when the LLM fails: a clear 502/503, nothing stored, no usage charged', async () => {
    const ada = await t.as('ada');
    for (const [m, status] of [
      ['error', 502],
      ['garbage', 502],
      ['rate-limited', 503],
    ] as const) {
      mode = m;
      const res = await ada.post(`/api/papers/${ids[1]}/summary`);
      assert.equal(res.status, status, `${m}: ${res.text}`);
      assert.match(res.body.message, /^AI service error: .*Nothing was charged/);
      assert.equal(await summaries(), 1, `${m}: no usage charged`);
      assert.equal((await t.anonymous().get(`/api/papers/${ids[1]}`)).body.summary, null);
    }
    mode = 'error';
    const i = await t.anonymous().post(`/api/papers/${ids[1]}/intelligence`);
    assert.equal(i.status, 502);
    const chat = await t.anonymous().post('/api/ai/chat').send({ message: 'What is new?', context: 'collection', paperIds: ids.slice(0, 3) });
    assert.equal(chat.status, 502);
    assert.match(chat.body.message, /AI service error/);
    mode = 'ok';
  });
});
