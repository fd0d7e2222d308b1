import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '../../../platform/domain/domain-error.js';
import { type DataSourceEvent, evolve, initialDataSourceState } from './data-source.js';
import { type DataSourceCommand, decide } from './data-source.decider.js';

const given = (...events: DataSourceEvent[]) => ({
  when: (c: DataSourceCommand) => decide(c, events.reduce(evolve, initialDataSourceState)),
});
const check = (reachable: boolean, configured = true): DataSourceEvent => ({
  type: 'DataSourceChecked',
  data: { source: 'arxiv-api', configured, reachable, latencyMs: reachable ? 12 : null, error: reachable ? null : 'HTTP 503' },
});

describe('data source decider', () => {
  it('records a check; an unconfigured source is never reachable', () => {
    const data = { source: 'arxiv-api' as const, configured: true, reachable: true, latencyMs: 12, error: null };
    assert.deepEqual(given().when({ type: 'RecordCheck', data }), [check(true)]);
    const [e] = given().when({ type: 'RecordCheck', data: { source: 'llm', configured: false, reachable: true, latencyMs: null, error: null } });
    assert.equal((e.data as { reachable: boolean }).reachable, false);
  });

  it('starts a sync only of a source whose last check reached it', () => {
    const sync: DataSourceCommand = { type: 'RecordSyncStart', data: { source: 'arxiv-api', detail: 'newest papers' } };
    assert.deepEqual(given(check(false), check(true)).when(sync), [{ type: 'DataSourceSyncStarted', data: sync.data }]);
    for (const history of [[], [check(true), check(false)]]) {
      assert.throws(() => given(...history).when(sync), isDomainError('conflict'));
    }
  });
});
