import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { healthPercent, pulseOf, systemLoad } from './system-pulse.js';

describe('the command center’s system pulse', () => {
  it('health: passing checks count 1, degraded ½, down 0, as a percent of all', () => {
    assert.equal(healthPercent([{ status: 'ok' }, { status: 'ok' }, { status: 'ok' }, { status: 'ok' }]), 100);
    assert.equal(healthPercent([{ status: 'ok' }, { status: 'degraded' }, { status: 'down' }, { status: 'ok' }]), 63);
    assert.equal(healthPercent([]), 0, 'no check answered: nothing is known to be healthy');
  });

  it('names what is not ok and counts running jobs of the AI queues only', () => {
    const pulse = pulseOf({
      checks: [
        { name: 'Database', status: 'ok', detail: 'PostgreSQL 16', latencyMs: 2 },
        { name: 'Redis', status: 'down', detail: 'no answer', latencyMs: null },
      ],
      queues: [
        { name: 'ai-tagging', waiting: 5, active: 2, delayed: 0, failed: 1 },
        { name: 'search-embeddings', waiting: 0, active: 1, delayed: 0, failed: 0 },
        { name: 'acquisition', waiting: 0, active: 4, delayed: 0, failed: 0 },
      ],
    });
    assert.deepEqual([pulse.systemHealth, pulse.systemDown, pulse.aiProcessingJobs], [50, ['Redis'], 3]);
    assert.deepEqual(pulse.healthChecks[0], { name: 'Database', status: 'ok', detail: 'PostgreSQL 16' });
  });

  it('system load is the one-minute load average over the cores', () => {
    assert.deepEqual(systemLoad(1.5, 2), { percent: 75, loadAverage: 1.5, cores: 2 });
    assert.equal(systemLoad(3, 2).percent, 150, 'an overloaded host says so');
  });
});
