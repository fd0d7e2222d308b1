/**
 * The create-ai job with an OpenAI-compatible endpoint configured (a loopback server, no internet):
 * the job asks for the `course` JSON schema (strict) with the chosen papers in the prompt, and the
 * loopback answers the structured output kept in `fixtures/openai-course-outline.json` (a chat
 * completion in the endpoint's documented shape). The modules are the model's, labelled with
 * provider `openai` and the configured model; an id the model invented is dropped. When the
 * endpoint fails, the course stays a draft saying why, and nothing is charged.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { COURSE_API, type CourseDetail } from '@scholarlens/contracts';
import { type AiTestApp, startAiTestApp } from './ai.support.js';
import { builtCourse, courseBody } from './courses.support.js';
import { setUpInstitutions } from './support/institutions.js';

const RECORDED = fs.readFileSync(new URL('../../test/fixtures/openai-course-outline.json', import.meta.url), 'utf8');
/** The papers the recorded answer places (the first lines of the corpus slice). */
const CHOSEN = ['2606.32040', '2606.32039', '2606.32036'];

describe('course building with an OpenAI-compatible endpoint', () => {
  let t: AiTestApp;
  let llm: Server;
  let mode: 'ok' | 'error' = 'ok';
  const requests: { model: string; schema: string; strict: boolean; prompt: string }[] = [];

  before(async () => {
    llm = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}');
        const format = body.response_format?.json_schema;
        requests.push({ model: body.model, schema: format?.name, strict: format?.strict, prompt: body.messages?.at(-1)?.content ?? '' });
        if (mode === 'error') {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'upstream trouble', type: 'server_error' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(RECORDED);
      });
    });
    await new Promise<void>((r) => llm.listen(0, '127.0.0.1', r));
    t = await startAiTestApp('courses_openai', 40, {
      AI_PROVIDER: 'auto',
      OPENAI_API_KEY: 'sk-loopback',
      OPENAI_BASE_URL: `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`,
      OPENAI_MODEL: 'loopback-mini',
      OPENAI_MAX_RETRIES: '0',
      OPENAI_TIMEOUT_MS: '5000',
    });
    await setUpInstitutions(t, { role: 'student' });
  });
  after(async () => {
    await t?.close();
    await new Promise<void>((r) => llm?.close(() => r()));
  });

  it('the modules are the model’s structured answer, labelled openai and the model; an invented paper is dropped', async () => {
    const marie = await t.as('marie');
    const res = await marie.post(COURSE_API.createAi).send(courseBody({ title: 'Vision models', researchPapers: CHOSEN }));
    assert.equal(res.status, 201, res.text);
    const course = await builtCourse(t, res.body.id);
    assert.equal(course.build.status, 'ready', JSON.stringify(course.build));
    assert.deepEqual([course.build.provider, course.build.model], ['openai', 'loopback-mini']);
    assert.deepEqual(
      course.modules.map((m) => [m.title, m.readings.map((r) => [r.paperId, r.selected]), m.writtenBy]),
      [
        ['Mixture-of-experts models for degraded inputs', [['2606.32040', true]], { provider: 'openai', model: 'loopback-mini' }],
        [
          'Generative models for images and 3D humans',
          [
            ['2606.32039', true],
            ['2606.32036', true],
          ],
          { provider: 'openai', model: 'loopback-mini' },
        ],
      ],
    );
    assert.match(course.modules[1].readings[1].title, /PointSplat/, 'titles from the catalog, not the model');
    assert.equal(course.modules[0].objectives.length, 2);
    const asked = requests.at(-1)!;
    assert.deepEqual([asked.model, asked.schema, asked.strict], ['loopback-mini', 'course', true]);
    for (const id of CHOSEN) assert.ok(asked.prompt.includes(`[${id}]`), `the prompt holds ${id}`);
  });

  it('when the endpoint fails: a draft saying why, nothing charged', async () => {
    mode = 'error';
    const marie = await t.as('marie');
    const usageBefore = (await marie.get('/api/usage')).body;
    const res = await marie.post(COURSE_API.createAi).send(courseBody({ title: 'Vision models again', researchPapers: CHOSEN.slice(0, 1) }));
    assert.equal(res.status, 201, res.text);
    const course: CourseDetail = await builtCourse(t, res.body.id);
    assert.deepEqual([course.status, course.build.status, course.modules.length], ['draft', 'failed', 0]);
    assert.match(course.build.message ?? '', /could not be written: The AI endpoint \(loopback-mini at 127\.0\.0\.1:\d+\) answered 500.*nothing was charged/);
    assert.deepEqual((await marie.get('/api/usage')).body, usageBefore);
    mode = 'ok';
  });
});
