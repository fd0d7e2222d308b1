import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { type TestApp, startTestApp } from './support/test-app.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const applicant = () => ({
  name: 'Rosalind Franklin',
  email: `rosalind-${randomUUID()}@example.org`,
  institution: "King's College London",
  role: 'researcher',
  researchInterests: ['crystallography', ' structural biology ', ''],
  expectedUsage: 'Daily literature review',
  hearAboutUs: 'A colleague',
});

test('anyone may register for the beta; the registration is stored', async () => {
  const body = applicant();
  const res = await t.anonymous().post('/api/beta/register').send(body).expect(201);
  assert.equal(typeof res.body.registeredAt, 'string');
  const pool = t.app.get((await import('../src/platform/database/database.module.js')).PG_POOL);
  const row = await pool.query('select name, role, research_interests from beta_registrations where email = $1', [body.email]);
  assert.deepEqual(row.rows[0], { name: 'Rosalind Franklin', role: 'researcher', research_interests: ['crystallography', 'structural biology'] });
});

test('an address registers once: a second registration, in any case, is 409 naming the e-mail', async () => {
  const body = applicant();
  await t.anonymous().post('/api/beta/register').send(body).expect(201);
  const res = await t.anonymous().post('/api/beta/register').send({ ...body, email: body.email.toUpperCase() }).expect(409);
  assert.match(res.body.message, /already registered/);
  assert.deepEqual(res.body.errors, { email: ['already registered'] });
});

test('concurrent registrations of one address store exactly one', async () => {
  const body = applicant();
  const answers = await Promise.all(Array.from({ length: 5 }, () => t.anonymous().post('/api/beta/register').send(body)));
  assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409, 409, 409, 409]);
});

test('bad forms get 400 naming the field', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ email: 'not-an-address' }, 'email'],
    [{ name: '   ' }, 'name'],
    [{ role: 'dean' }, 'role'],
    [{ researchInterests: [' ', ''] }, 'researchInterests'],
    [{ researchInterests: 'ai, ml' }, 'researchInterests'],
    [{ expectedUsage: '' }, 'expectedUsage'],
    [{ hearAboutUs: 42 }, 'hearAboutUs'],
    [{ institution: undefined }, 'institution'],
    [{ extra: true }, 'extra'],
  ];
  for (const [change, field] of cases) {
    const res = await t.anonymous().post('/api/beta/register').send({ ...applicant(), ...change }).expect(400);
    assert.match(res.body.message, new RegExp(`^${field}`), `${field}: ${res.body.message}`);
  }
});

test('hostile strings get 400 naming the field, never 500 (a lone surrogate made the e-mail validator throw)', async () => {
  const cases: [Record<string, unknown>, string, RegExp][] = [
    [{ email: '\ud800' }, 'email', /well-formed Unicode/],
    [{ email: 'ada\udc00@example.com' }, 'email', /well-formed Unicode/],
    [{ name: 'Ada\u0000' }, 'name', /NUL/],
    [{ researchInterests: ['ai', 'ml\u0000'] }, 'researchInterests.1', /NUL/],
    [{ name: undefined }, 'name', /must be a string/],
  ];
  for (const [change, field, rule] of cases) {
    const res = await t.anonymous().post('/api/beta/register').send({ ...applicant(), ...change }).expect(400);
    assert.match(res.body.message, new RegExp(`^${field.replace('.', '\\.')}: `), res.text);
    assert.match(res.body.message, rule, res.text);
  }
});

