import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { decide } from './integration.decider.js';
import { type IntegrationConnected, type IntegrationEvent, type IntegrationState, evolve, initialIntegrationState } from './integration.js';
import { MASK, templateOf, validateConfig } from './template-catalogue.js';

const INST = '11111111-1111-4111-8111-111111111111';
const connected: IntegrationConnected = {
  type: 'IntegrationConnected',
  data: {
    integrationId: 'i1',
    institutionId: INST,
    templateId: 'webhook',
    name: 'Signed webhook',
    config: { url: 'http://127.0.0.1:1/hook', events: ['paper.shared'] },
    secrets: { secret: 'sealed:v1:k:abc' },
    syncFrequency: 'real-time',
    byUserId: 'u1',
    byEmail: 'marie@x',
    at: '2026-01-01T00:00:00Z',
  },
};
const fold = (events: IntegrationEvent[]): IntegrationState => events.reduce(evolve, initialIntegrationState);
const code = (kind: string) => (err: unknown) => err instanceof DomainError && err.kind === kind;

describe('integration decider', () => {
  it('connects once; another institution finds nothing; disconnect twice decides nothing the second time', () => {
    assert.deepEqual(decide({ type: 'ConnectIntegration', data: connected.data }, initialIntegrationState), [connected]);
    assert.throws(() => decide({ type: 'ConnectIntegration', data: connected.data }, fold([connected])), code('conflict'));
    const other = { institutionId: '22222222-2222-4222-8222-222222222222', byUserId: 'u2', at: '2026-01-02T00:00:00Z' };
    assert.throws(() => decide({ type: 'DisconnectIntegration', data: other }, fold([connected])), code('not-found'));
    const [disconnected] = decide({ type: 'DisconnectIntegration', data: { ...other, institutionId: INST } }, fold([connected]));
    assert.equal(disconnected.type, 'IntegrationDisconnected');
    assert.deepEqual(decide({ type: 'DisconnectIntegration', data: { ...other, institutionId: INST } }, fold([connected, disconnected])), []);
  });

  it('records a sync once per sync id, and the ORCID works only of a successful one', () => {
    const sync = { syncId: 's1', ok: true, recordsProcessed: 2, message: 'ok', direction: 'incoming' as const, pipelineId: null, durationMs: 5, at: '2026-01-03T00:00:00Z' };
    const works = [{ orcid: '0000-0002-1825-0097', putCode: '1', title: 'A', year: 2020, doi: null, type: 'journal-article' }];
    const events = decide({ type: 'RecordSync', data: { ...sync, linkedWorks: works } }, fold([connected]));
    assert.deepEqual(events.map((e) => e.type), ['IntegrationSynced', 'OrcidWorksLinked']);
    assert.deepEqual(decide({ type: 'RecordSync', data: sync }, fold([connected, ...events])), []);
    assert.deepEqual(decide({ type: 'RecordSync', data: { ...sync, syncId: 's2', ok: false, linkedWorks: works } }, fold([connected])).map((e) => e.type), ['IntegrationSynced']);
  });

  it('keeps stored secrets the configuration leaves out, and replaces those given', () => {
    const [configured] = decide(
      { type: 'ConfigureIntegration', data: { institutionId: INST, config: { url: 'http://127.0.0.1:2/hook', events: ['course.published'] }, secrets: {}, syncFrequency: 'hourly', byUserId: 'u1', at: 'x' } },
      fold([connected]),
    );
    const s = fold([connected, configured]);
    assert.ok(s.status === 'connected' && s.secrets.secret === 'sealed:v1:k:abc' && s.syncFrequency === 'hourly');
  });
});

describe('template configuration', () => {
  const webhook = templateOf('webhook')!;
  it('names the field of a bad configuration', () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ secret: 'x'.repeat(16), events: ['paper.shared'] }, /^config\.url: is required/],
      [{ url: 'ftp://x', secret: 'x'.repeat(16), events: ['paper.shared'] }, /^config\.url: must be an http or https URL/],
      [{ url: 'http://x', secret: 'short', events: ['paper.shared'] }, /^config\.secret: must be at least 16/],
      [{ url: 'http://x', secret: 'x'.repeat(16), events: ['paper.deleted'] }, /^config\.events: paper\.deleted is not one of/],
      [{ url: 'http://x', secret: 'x'.repeat(16), events: [] }, /^config\.events: must be a non-empty list/],
      [{ url: 'http://x', secret: 'x'.repeat(16), events: ['paper.shared'], extra: 1 }, /^config\.extra: is not a field of Signed webhook/],
    ];
    for (const [config, message] of bad) assert.throws(() => validateConfig(webhook, config), (err: unknown) => err instanceof DomainError && err.kind === 'invalid' && message.test(err.message), JSON.stringify(config));
    assert.throws(() => validateConfig(templateOf('orcid')!, { orcidIds: '0000-0002-1825-009' }), /config\.orcidIds: 0000-0002-1825-009 is not an ORCID iD/);
    assert.throws(() => validateConfig(templateOf('zotero')!, { groupId: 'abc', apiKey: 'k' }), /config\.groupId: must be the numeric id/);
  });

  it('splits secrets from plain fields; a masked secret keeps the stored one when configuring', () => {
    const ok = validateConfig(webhook, { url: ' http://127.0.0.1/hook ', secret: 's'.repeat(20), events: ['paper.shared', 'paper.shared'] });
    assert.deepEqual(ok, { plain: { url: 'http://127.0.0.1/hook', events: ['paper.shared'] }, secrets: { secret: 's'.repeat(20) } });
    assert.deepEqual(validateConfig(webhook, { url: 'http://127.0.0.1/hook', secret: MASK, events: ['paper.shared'] }, true).secrets, {});
    assert.throws(() => validateConfig(webhook, { url: 'http://127.0.0.1/hook', secret: MASK, events: ['paper.shared'] }), /config\.secret: must be at least 16/);
  });
});
