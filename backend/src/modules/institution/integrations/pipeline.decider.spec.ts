import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { decide as decidePipeline } from './pipeline.decider.js';
import { type PipelineEvent, type PipelineState, evolve as evolvePipeline, initialPipelineState } from './pipeline.js';

const INST = '11111111-1111-4111-8111-111111111111';
const code = (kind: string) => (err: unknown) => err instanceof DomainError && err.kind === kind;

describe('pipeline decider', () => {
  it('pauses and resumes (the same state is no event), records runs once, and hides other institutions', () => {
    const fold3 = (events: PipelineEvent[]): PipelineState => events.reduce(evolvePipeline, initialPipelineState);
    const created = decidePipeline(
      { type: 'CreatePipeline', data: { pipelineId: 'p1', institutionId: INST, name: 'Weekly export', source: 'security-audit-log', integrationId: 'i1', schedule: 'weekly', transformations: [], byUserId: 'u1', at: 'x' } },
      initialPipelineState,
    );
    const step = { institutionId: INST, byUserId: 'u1', at: 'y' };
    const paused = decidePipeline({ type: 'PausePipeline', data: step }, fold3(created));
    assert.equal(fold3([...created, ...paused]).status, 'paused');
    assert.deepEqual(decidePipeline({ type: 'PausePipeline', data: step }, fold3([...created, ...paused])), []);
    assert.throws(() => decidePipeline({ type: 'PausePipeline', data: { ...step, institutionId: 'other' } }, fold3(created)), code('not-found'));
    const run = { runId: 'r1', trigger: 'manual' as const, ok: true, recordsProcessed: 3, message: 'ok', at: 'z' };
    const ran = decidePipeline({ type: 'RecordRun', data: run }, fold3(created));
    assert.deepEqual(decidePipeline({ type: 'RecordRun', data: run }, fold3([...created, ...ran])), []);
  });

  it('creates once, with a name; steps on an unknown pipeline are not found', () => {
    const data = { pipelineId: 'p1', institutionId: INST, name: '  ', source: 'security-audit-log' as const, integrationId: 'i1', schedule: 'weekly' as const, transformations: [], byUserId: 'u1', at: 'x' };
    assert.throws(() => decidePipeline({ type: 'CreatePipeline', data }, initialPipelineState), code('invalid'));
    const created = decidePipeline({ type: 'CreatePipeline', data: { ...data, name: 'Weekly export' } }, initialPipelineState);
    assert.throws(() => decidePipeline({ type: 'CreatePipeline', data: { ...data, name: 'Again' } }, created.reduce(evolvePipeline, initialPipelineState)), code('conflict'));
    assert.throws(() => decidePipeline({ type: 'ResumePipeline', data: { institutionId: INST, byUserId: 'u1', at: 'y' } }, initialPipelineState), code('not-found'));
  });
});
