/**
 * Team chat live delivery (issue #30, docs/ARCHITECTURE.md §15): the fan-out latency of one message
 * to BENCH_CHAT_STREAMS (default 100) open Server-Sent Event streams of its channel, on loopback,
 * from the moment the POST is sent to the moment each stream has the event (the path: command →
 * event store → messages projection → NOTIFY → LISTEN → one read of the new rows → 100 writes).
 * The backend runs as its own process (`node backend/dist/src/main.js`), as `npm start` runs it;
 * BENCH_CHAT_MESSAGES (default 50) messages are posted one after another, each once the previous
 * one has reached every stream. Needs DATABASE_URL (scripts/bench.mjs gives it a private database).
 */
import { openSse, signInAt } from '../backend/dist/test/collaboration.support.js';
import { setUpInstitutions } from '../backend/dist/test/support/institutions.js';
import { startSecondBackend } from '../backend/dist/test/support/second-backend.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (run through `npm run bench`)');
const STREAMS = Number(process.env.BENCH_CHAT_STREAMS ?? 100);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 50);
const WARMUP = 5;
const log = (m) => process.stderr.write(`${m}\n`);
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (v) => v.toFixed(1);

// No catalog import, sync or embedding at first start: the bench measures the chat only.
Object.assign(process.env, { FIRST_START_IMPORT: 'false', ARXIV_FIRST_START_SYNC: 'false', SEARCH_EMBEDDING_WORKER: 'false' });
const backend = await startSecondBackend(url);
const signedIn = new Map();
const as = async (account) => {
  if (!signedIn.has(account)) signedIn.set(account, await signInAt(backend.url, account));
  return signedIn.get(account);
};
try {
  await setUpInstitutions({ baseUrl: backend.url, as: async (account) => (await as(account)).agent });
  const marie = (await as('marie')).agent;
  const ada = await as('ada');
  const origin = backend.url;
  const team = (await marie.post('/api/institution/teams').set('Origin', origin).send({ name: 'Bench Lab' })).body;
  const users = (await marie.get('/api/institution/users')).body;
  const adaId = users.find((u) => u.email === 'ada@scholarlens.local').id;
  await marie.post(`/api/institution/teams/${team.id}/members`).set('Origin', origin).send({ memberId: adaId });
  let channels = [];
  for (let i = 0; i < 100 && channels.length === 0; i++) {
    channels = (await marie.get(`/api/teams/${team.id}/channels`)).body;
    if (channels.length === 0) await new Promise((r) => setTimeout(r, 100));
  }
  const channel = channels[0];
  const cookies = [(await as('marie')).sessionCookie.split(';')[0], ada.sessionCookie.split(';')[0]];
  const streams = [];
  for (let i = 0; i < STREAMS; i++) {
    const s = await openSse(`${backend.url}/api/teams/${team.id}/channels/${channel.id}/stream`, { Cookie: cookies[i % 2] });
    if (s.status !== 200) throw new Error(`stream ${i} answered ${s.status}: ${await s.body()}`);
    streams.push(s);
  }
  log(`  ${STREAMS} streams open on channel #${channel.name}; posting ${WARMUP} warm-up and ${MESSAGES} measured messages`);

  const latencies = [];
  const answers = [];
  for (let i = 0; i < WARMUP + MESSAGES; i++) {
    const sent = performance.now();
    const res = await marie.post(`/api/teams/${team.id}/channels/${channel.id}/messages`).set('Origin', origin).send({ content: `bench message ${i}` });
    if (res.status !== 201) throw new Error(`post ${i} answered ${res.status}: ${res.text}`);
    const answered = performance.now();
    const events = await Promise.all(streams.map((s) => s.waitFor(i + 1, 10_000).then((all) => all[i])));
    for (const e of events) if (Number(e.id) !== res.body.seq) throw new Error(`stream got seq ${e.id}, not ${res.body.seq}`);
    if (i < WARMUP) continue;
    answers.push(answered - sent);
    for (const e of events) latencies.push(e.at - sent);
  }
  for (const s of streams) s.close();

  latencies.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  console.log(`Chat fan-out: ${MESSAGES} messages × ${STREAMS} open streams on loopback (one backend process)`);
  console.log('| measure | p50 ms | p95 ms | max ms | samples |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(`| POST sent → 201 answer (projected) | ${ms(quantile(answers, 0.5))} | ${ms(quantile(answers, 0.95))} | ${ms(answers.at(-1))} | ${answers.length} |`);
  console.log(`| POST sent → event on a stream | ${ms(quantile(latencies, 0.5))} | ${ms(quantile(latencies, 0.95))} | ${ms(latencies.at(-1))} | ${latencies.length} |`);
} finally {
  await backend.stop();
}
