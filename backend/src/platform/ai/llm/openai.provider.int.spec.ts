/**
 * The openai provider against a loopback OpenAI-compatible server (no internet): the request it
 * sends (model, JSON-schema structured output), the parsed answers, and each failure mapped to
 * a clear AiProviderError (unavailable → 503, failed → 502).
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { AiProviderError, type AiPaper } from './ai-provider.port.js';
import { OpenAiProvider } from './openai.provider.js';

interface Seen {
  path: string;
  auth: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } } };
}

const paper: AiPaper = {
  id: '2406.01234',
  title: 'FaceMoE: Mixture of Experts for Low-Resolution Face Recognition',
  abstract: 'We propose FaceMoE. Experiments on eleven datasets show it outperforms prior methods.',
  authors: ['Ada Lovelace', 'Grace Hopper'],
  categories: ['cs.CV'],
  publishedDate: '2026-06-01',
};

type Reply = (seen: Seen) => { status: number; body: unknown; delayMs?: number };

describe('OpenAiProvider over a loopback OpenAI-compatible server', () => {
  let server: Server;
  let url: string;
  const seen: Seen[] = [];
  let reply: Reply = () => ({ status: 500, body: {} });

  before(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const s: Seen = { path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw || '{}') };
        seen.push(s);
        const { status, body, delayMs = 0 } = reply(s);
        setTimeout(() => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(typeof body === 'string' ? body : JSON.stringify(body));
        }, delayMs);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  const completion = (content: unknown) => ({
    status: 200,
    body: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1,
      model: 'gpt-4o-mini',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content), refusal: null } }],
    },
  });
  const provider = (timeoutMs = 5000) => new OpenAiProvider({ apiKey: 'sk-test', baseUrl: url, model: 'gpt-4o-mini', timeoutMs, maxRetries: 0 });

  it('asks for a strict JSON-schema summary and returns it with provider and model', async () => {
    reply = () => completion({ keyFindings: ['Outperforms prior methods on eleven datasets'], methodology: 'A mixture of experts.', impact: 'Better LR face recognition.', technicalLevel: 'Advanced', confidence: 0.82 });
    const s = await provider().summarize(paper);
    assert.deepEqual(s, {
      keyFindings: ['Outperforms prior methods on eleven datasets'],
      methodology: 'A mixture of experts.',
      impact: 'Better LR face recognition.',
      technicalLevel: 'Advanced',
      confidence: 0.82,
      provider: 'openai',
      model: 'gpt-4o-mini',
    });
    const req = seen[seen.length - 1];
    assert.equal(req.path, '/v1/chat/completions');
    assert.equal(req.auth, 'Bearer sk-test');
    assert.equal(req.body.model, 'gpt-4o-mini');
    assert.equal(req.body.response_format.type, 'json_schema');
    assert.equal(req.body.response_format.json_schema.name, 'summary');
    assert.equal(req.body.response_format.json_schema.strict, true);
    assert.ok(req.body.messages.some((m) => m.content.includes(paper.abstract)));
  });

  it('tags, intelligence and chat parse their schemas; figures are clamped', async () => {
    reply = () => completion({ tags: ['Face Recognition', 'mixture of experts', 'face recognition'] });
    assert.deepEqual((await provider().tag(paper)).tags, ['face recognition', 'mixture of experts']);
    reply = () =>
      completion({ keyFindings: ['x'], impactScore: 140, citationPotential: 'high', methodologyType: 'New method', collaborationOpportunities: [], researchTrends: ['cs.CV up 20%'] });
    const i = await provider().intelligence(paper, {
      relatedPapers: { count: 3, capped: false, phrases: ['face recognition'], top: [] },
      categoryGrowth: [],
      coAuthors: [],
      catalogSize: 10,
    });
    assert.equal(i.impactScore, 100);
    assert.equal(i.provider, 'openai');
    assert.ok(seen[seen.length - 1].body.messages.some((m) => m.content.includes('"count":3')), 'the catalog facts are in the prompt');
    reply = () => completion({ response: 'It proposes FaceMoE.', suggestions: ['What datasets?'] });
    assert.deepEqual(await provider().chat({ scope: 'paper', message: 'What is it?', sources: [{ paper }] }), {
      response: 'It proposes FaceMoE.',
      suggestions: ['What datasets?'],
      provider: 'openai',
      model: 'gpt-4o-mini',
    });
  });

  const failsWith = async (p: Promise<unknown>, kind: 'unavailable' | 'failed', message: RegExp) => {
    await assert.rejects(p, (err: unknown) => {
      assert.ok(err instanceof AiProviderError, String(err));
      assert.equal(err.kind, kind);
      assert.equal(err.status, kind === 'unavailable' ? 503 : 502);
      assert.match(err.message, message);
      return true;
    });
  };

  it('an error answer is a failure (502) naming the status; 429 and 503 are "unavailable" (503)', async () => {
    reply = () => ({ status: 500, body: { error: { message: 'boom', type: 'server_error' } } });
    await failsWith(provider().summarize(paper), 'failed', /answered 500/);
    reply = () => ({ status: 401, body: { error: { message: 'Incorrect API key', type: 'invalid_request_error' } } });
    await failsWith(provider().summarize(paper), 'failed', /answered 401/);
    reply = () => ({ status: 429, body: { error: { message: 'Rate limit', type: 'rate_limit' } } });
    await failsWith(provider().summarize(paper), 'unavailable', /answered 429/);
  });

  it('an answer that is not the JSON asked for is a failure', async () => {
    reply = () => completion('Sure! Here is a summary: it is good.');
    await failsWith(provider().summarize(paper), 'failed', /not the JSON asked for/);
    reply = () => completion({ keyFindings: [], methodology: 'x', impact: 'y', technicalLevel: 'Advanced', confidence: 1 });
    await failsWith(provider().summarize(paper), 'failed', /without findings/);
  });

  it('a timeout and an unreachable endpoint are "unavailable"', async () => {
    reply = () => ({ ...completion({ tags: ['x'] }), delayMs: 1500 });
    await failsWith(provider(300).tag(paper), 'unavailable', /timed out/);
    const closed = new OpenAiProvider({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000, maxRetries: 0 });
    await failsWith(closed.tag(paper), 'unavailable', /cannot be reached/);
  });
});
