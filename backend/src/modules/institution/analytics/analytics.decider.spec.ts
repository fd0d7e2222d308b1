/** The analytics settings decider: administrators set the source, members link their authors (validated), syncs start once and finish once. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { type AnalyticsEvent, type AnalyticsState, evolve, initialAnalyticsState } from './analytics.js';
import { type AnalyticsCommand, decide, validOrcid } from './analytics.decider.js';

const I = 'inst';
const fold = (events: AnalyticsEvent[]): AnalyticsState => events.reduce(evolve, initialAnalyticsState);
const source = (role: 'admin' | 'member', openAlexId = 'I27837315'): AnalyticsCommand => ({
  type: 'ConfigureSource',
  data: { institutionId: I, role, byMemberId: 'm1', openAlexId, ror: '00jmfr291', name: 'University of Michigan', countryCode: 'US', institutionType: 'education', at: 't' },
});

describe('analytics decider', () => {
  it('only administrators set the source; the same source again is no event', () => {
    assert.throws(() => decide(source('member'), initialAnalyticsState), (e: DomainError) => e.kind === 'forbidden');
    const events = decide(source('admin'), initialAnalyticsState);
    assert.equal(events[0].type, 'AnalyticsSourceConfigured');
    assert.deepEqual(decide(source('admin'), fold(events)), []);
    assert.equal(decide(source('admin', 'I33213144'), fold(events)).length, 1);
  });

  it('validates ORCID check digits and OpenAlex author ids; unlinking removes the link', () => {
    assert.equal(validOrcid('0000-0002-4242-7526'), true);
    assert.equal(validOrcid('0000-0002-1825-0097'), true);
    assert.equal(validOrcid('0000-0002-1825-0098'), false);
    const link = (orcid: string | null, openAlexAuthorId: string | null): AnalyticsCommand => ({ type: 'LinkAuthor', data: { institutionId: I, memberId: 'm2', department: 'Physics', orcid, openAlexAuthorId, at: 't' } });
    assert.throws(() => decide(link('0000-0002-1825-0098', null), initialAnalyticsState), (e: Error) => e.message.startsWith('orcid:'));
    assert.throws(() => decide(link(null, 'W123'), initialAnalyticsState), /openAlexAuthorId:/);
    const linked = fold(decide(link(null, 'A5089979303'), initialAnalyticsState));
    assert.equal(linked.authors.m2.openAlexAuthorId, 'A5089979303');
    assert.deepEqual(decide(link(null, 'A5089979303'), linked), []);
    assert.deepEqual(fold([...decide(link(null, 'A5089979303'), initialAnalyticsState), ...decide(link(null, null), linked)]).authors, {});
  });

  it('a sync needs a source, never runs twice, and finishes once', () => {
    const start = (syncId: string): AnalyticsCommand => ({ type: 'StartSync', data: { institutionId: I, syncId, openAlexId: 'I27837315', trigger: 'manual', at: 't' } });
    assert.throws(() => decide(start('s1'), initialAnalyticsState), (e: DomainError) => e.kind === 'conflict');
    let events = decide(source('admin'), initialAnalyticsState);
    events = [...events, ...decide(start('s1'), fold(events))];
    assert.deepEqual(decide(start('s2'), fold(events)), []);
    const finish: AnalyticsCommand = { type: 'FinishSync', data: { institutionId: I, syncId: 's1', outcome: 'completed', fetched: 50, error: null, at: 't2' } };
    events = [...events, ...decide(finish, fold(events))];
    assert.deepEqual(fold(events).lastCompleted, { syncId: 's1', at: 't2', fetched: 50 });
    assert.deepEqual(decide(finish, fold(events)), []);
    assert.equal(decide(start('s2'), fold(events)).length, 1);
  });
});
