import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '../../../platform/domain/domain-error.js';
import { type HarvestCommand, decide, nextHarvestRequest } from './harvest.decider.js';
import { type HarvestEvent, type HarvestPageImported, evolve, initialHarvestState } from './harvest.js';

function stateOf(...events: HarvestEvent[]) {
  return events.reduce(evolve, initialHarvestState);
}
/** given events / when command / then events */
function given(...events: HarvestEvent[]) {
  const state = stateOf(...events);
  return { when: (command: HarvestCommand) => decide(command, state) };
}

const params = { set: 'cs', from: '2015-01-01', until: '2015-01-03', requestedBy: 'admin-1' };
const started: HarvestEvent = { type: 'HarvestStarted', data: params };
const page = (n: number, token: string | null, over: Partial<HarvestPageImported['data']> = {}): HarvestPageImported['data'] => ({
  page: n,
  token,
  cursor: (n - 1) * 2,
  completeListSize: 4,
  records: 2,
  new: 2,
  updated: 0,
  rejected: 0,
  deleted: 0,
  ...over,
});
const page1: HarvestEvent = { type: 'HarvestPageImported', data: page(1, 'tok-1') };
const record = (data: HarvestPageImported['data']): HarvestCommand => ({ type: 'RecordHarvestPage', data });

describe('harvest decider', () => {
  describe('StartHarvest', () => {
    it('starts a run with its set and dates', () => {
      assert.deepEqual(given().when({ type: 'StartHarvest', data: params }), [started]);
    });
    it('refuses to start a run twice and from after until', () => {
      assert.throws(() => given(started).when({ type: 'StartHarvest', data: params }), isDomainError('conflict'));
      assert.throws(() => given().when({ type: 'StartHarvest', data: { ...params, from: '2020-01-02', until: '2020-01-01' } }), isDomainError('invalid'));
    });
  });

  describe('RecordHarvestPage', () => {
    it('records a page with the token to resume from', () => {
      assert.deepEqual(given(started).when(record(page(1, 'tok-1'))), [page1]);
      const state = stateOf(started, page1);
      assert.equal(state.status, 'running');
      assert.deepEqual(nextHarvestRequest(state), { resumptionToken: 'tok-1' });
    });

    it('completes the run on the page without a token', () => {
      const events = given(started, page1).when(record(page(2, null, { new: 1, updated: 1 })));
      assert.deepEqual(events, [
        { type: 'HarvestPageImported', data: page(2, null, { new: 1, updated: 1 }) },
        { type: 'HarvestCompleted', data: { pages: 2, harvested: 4, new: 3, updated: 1 } },
      ]);
      const state = stateOf(started, page1, ...events);
      assert.equal(state.status, 'completed');
      assert.equal(nextHarvestRequest(state), null);
    });

    it('decides nothing for a page recorded already (resumed after a crash)', () => {
      assert.deepEqual(given(started, page1).when(record(page(1, 'tok-1'))), []);
    });

    it('refuses a gap, an unknown run and a finished run', () => {
      assert.throws(() => given(started).when(record(page(2, 'tok-2'))), isDomainError('conflict'));
      assert.throws(() => given().when(record(page(1, 'tok-1'))), isDomainError('not-found'));
      const failed: HarvestEvent = { type: 'HarvestFailed', data: { reason: 'x' } };
      assert.throws(() => given(started, page1, failed).when(record(page(2, null))), isDomainError('conflict'));
    });

    it('keeps the last completeListSize known', () => {
      const state = stateOf(started, page1, { type: 'HarvestPageImported', data: page(2, 'tok-2', { completeListSize: null }) });
      assert.equal(state.status === 'running' && state.completeListSize, 4);
      assert.equal(state.status === 'running' && state.harvested, 4);
    });
  });

  describe('FailHarvest', () => {
    it('fails a running run once', () => {
      const failed: HarvestEvent = { type: 'HarvestFailed', data: { reason: 'OAI-PMH error badArgument' } };
      assert.deepEqual(given(started).when({ type: 'FailHarvest', data: failed.data as never }), [failed]);
      assert.deepEqual(given(started, failed).when({ type: 'FailHarvest', data: failed.data as never }), []);
      assert.throws(() => given().when({ type: 'FailHarvest', data: { reason: 'x' } }), isDomainError('conflict'));
    });
  });

  describe('nextHarvestRequest', () => {
    it('asks the first page with the run’s parameters, leaving out open ones', () => {
      assert.deepEqual(nextHarvestRequest(stateOf(started)), { set: 'cs', from: '2015-01-01', until: '2015-01-03' });
      const open = stateOf({ type: 'HarvestStarted', data: { set: null, from: null, until: null, requestedBy: null } });
      assert.deepEqual(nextHarvestRequest(open), {});
      assert.equal(nextHarvestRequest(initialHarvestState), null);
    });
  });
});

describe('harvest decider: a limited harvest (POST /api/admin/arxiv/download)', () => {
  const limited: HarvestEvent = { type: 'HarvestStarted', data: { ...params, limit: 3 } };
  it('completes once the limit is reached, even with a token left', () => {
    const events = given(limited, { type: 'HarvestPageImported', data: page(1, 'tok-1') }).when(record(page(2, 'tok-2')));
    assert.deepEqual(events.map((e) => e.type), ['HarvestPageImported', 'HarvestCompleted']);
  });
  it('refuses a limit that is not a whole number of at least 1', () => {
    assert.throws(() => given().when({ type: 'StartHarvest', data: { ...params, limit: 0 } }), isDomainError('invalid'));
  });
});
