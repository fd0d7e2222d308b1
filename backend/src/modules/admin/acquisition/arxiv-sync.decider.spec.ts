import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '../../../platform/domain/domain-error.js';
import { type ArxivSyncCommand, decide, syncMessage } from './arxiv-sync.decider.js';
import { type ArxivSyncEvent, evolve, initialArxivSyncState } from './arxiv-sync.js';

/** given events / when command / then events */
function given(...events: ArxivSyncEvent[]) {
  const state = events.reduce(evolve, initialArxivSyncState);
  return { when: (command: ArxivSyncCommand) => decide(command, state) };
}

const start = { categories: ['cs.AI', 'stat.ML'], maxResults: 100, trigger: 'user' as const };
const started: ArxivSyncEvent = { type: 'ArxivSyncStarted', data: start };
const result = { added: 3, updated: 1, unchanged: 6, fetched: 10, rejected: 0 };
const completed: ArxivSyncEvent = { type: 'ArxivSyncCompleted', data: result };
const failed: ArxivSyncEvent = { type: 'ArxivSyncFailed', data: { reason: 'arXiv API error: bad query', kind: 'upstream' } };
const conflict = isDomainError('conflict');

describe('arXiv sync decider', () => {
  describe('StartArxivSync', () => {
    it('starts a new run', () => {
      assert.deepEqual(given().when({ type: 'StartArxivSync', data: start }), [started]);
    });
    it('decides nothing when the run exists (a retried job)', () => {
      assert.deepEqual(given(started).when({ type: 'StartArxivSync', data: start }), []);
      assert.deepEqual(given(started, completed).when({ type: 'StartArxivSync', data: start }), []);
    });
    it('refuses a run without categories', () => {
      assert.throws(() => given().when({ type: 'StartArxivSync', data: { ...start, categories: [] } }), isDomainError('refused'));
    });
  });

  describe('CompleteArxivSync', () => {
    it('completes a running sync with its counts', () => {
      assert.deepEqual(given(started).when({ type: 'CompleteArxivSync', data: result }), [completed]);
      assert.deepEqual([started, completed].reduce(evolve, initialArxivSyncState), {
        status: 'completed',
        added: 3,
        updated: 1,
        unchanged: 6,
      });
    });
    it('is idempotent', () => {
      assert.deepEqual(given(started, completed).when({ type: 'CompleteArxivSync', data: result }), []);
    });
    it('refuses a run that never started or failed', () => {
      assert.throws(() => given().when({ type: 'CompleteArxivSync', data: result }), conflict);
      assert.throws(() => given(started, failed).when({ type: 'CompleteArxivSync', data: result }), conflict);
    });
  });

  describe('FailArxivSync', () => {
    it('fails a running sync with the reason', () => {
      assert.deepEqual(given(started).when({ type: 'FailArxivSync', data: failed.data as never }), [failed]);
    });
    it('is idempotent and cannot undo a completion', () => {
      assert.deepEqual(given(started, failed).when({ type: 'FailArxivSync', data: failed.data as never }), []);
      assert.throws(() => given(started, completed).when({ type: 'FailArxivSync', data: failed.data as never }), conflict);
    });
  });

  describe('syncMessage', () => {
    it('says how many papers were added', () => {
      assert.equal(syncMessage({ added: 12, updated: 0 }), 'Added 12 new papers from arXiv');
      assert.equal(syncMessage({ added: 1, updated: 0 }), 'Added 1 new paper from arXiv');
      assert.equal(syncMessage({ added: 2, updated: 3 }), 'Added 2 new papers from arXiv and updated 3');
    });
    it('says when nothing was new', () => {
      assert.equal(syncMessage({ added: 0, updated: 0 }), 'No new papers: the catalog is up to date');
      assert.equal(syncMessage({ added: 0, updated: 2 }), 'No new papers; updated 2 from arXiv');
    });
    it('says when a sync moments ago answered', () => {
      assert.equal(syncMessage({ added: 0, updated: 0 }, true), 'No new papers: the catalog was synced with arXiv moments ago');
      assert.match(syncMessage({ added: 4, updated: 0 }, true), /^Already synced with arXiv moments ago: added 4 new papers$/);
    });
  });
});
