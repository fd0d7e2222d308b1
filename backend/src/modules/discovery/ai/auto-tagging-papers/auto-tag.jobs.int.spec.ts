/**
 * The ai-tagging queue's job ids on real Redis (no worker: this test moves the jobs itself). Callers
 * who find the same papers untagged share one job; once that job has completed, the next callers
 * share one new job under the next id of the chain and the completed one is left as it was (a
 * remove-then-add under one id let a concurrent caller remove the job another had just added).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, it } from 'node:test';
import type Bull from 'bull';
import { loadConfig } from '../../../../platform/config/config.js';
import { Queues } from '../../../../platform/queue/queues.js';
import { AI_TAGGING_QUEUE, type AutoTagJobData, AutoTagJobs, autoTagJobId } from './auto-tag.jobs.js';

let queues: Queues;
let jobs: AutoTagJobs;
const papers = ['2401.00001', '2401.00002', '2401.00003'];

before(() => {
  const prefix = `${process.env.REDIS_PREFIX ?? 'scholarlens_test:'}auto_tag_jobs_${randomBytes(3).toString('hex')}:`;
  queues = new Queues(loadConfig({ ...process.env, REDIS_PREFIX: prefix }));
  jobs = new AutoTagJobs(queues);
});
after(async () => {
  await queues.get(AI_TAGGING_QUEUE).obliterate({ force: true });
  await queues.onModuleDestroy();
});

/** What a worker does with the job: takes it, then completes it. */
async function complete(job: Bull.Job<AutoTagJobData>): Promise<void> {
  const taken = await queues.get<AutoTagJobData>(AI_TAGGING_QUEUE).getNextJob();
  assert.equal(taken?.id, job.id, 'the waiting job is the one taken');
  await taken.moveToCompleted(JSON.stringify({ tagged: papers.length }), true, true);
  assert.equal(await job.getState(), 'completed');
}

it('callers asking at once share one job; after it completed, the next callers share one new job and the completed one stays', async () => {
  const first = await Promise.all([0, 1, 2, 3].map(() => jobs.enqueue(papers, null)));
  assert.deepEqual(new Set(first.map((r) => r.job.id)), new Set([autoTagJobId(papers)]));
  assert.equal((await queues.get(AI_TAGGING_QUEUE).getJobCounts()).waiting, 1, 'one job waits');
  await complete(first[0].job);

  const second = await Promise.all([0, 1, 2, 3].map(() => jobs.enqueue([...papers].reverse(), 'user-1')));
  const ids = new Set(second.map((r) => r.job.id));
  assert.equal(ids.size, 1, `one new job: ${[...ids].join(', ')}`);
  const [next] = ids;
  assert.notEqual(next, first[0].job.id);
  assert.ok(String(next).startsWith(`${autoTagJobId(papers)}-after-`), String(next));
  assert.equal((await queues.get(AI_TAGGING_QUEUE).getJobCounts()).waiting, 1, 'one new job waits');
  assert.equal(await second[0].job.getState(), 'waiting');
  assert.equal(await first[0].job.getState(), 'completed', 'the completed job was not removed');

  await complete(second[0].job);
  const third = await jobs.enqueue(papers, null);
  assert.ok(third.created);
  assert.ok(![first[0].job.id, next].includes(third.job.id), 'the chain goes on past the second completed job');
});
