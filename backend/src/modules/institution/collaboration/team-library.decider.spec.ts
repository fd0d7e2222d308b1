import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEAM_LIBRARY_MESSAGES } from '@scholarlens/contracts';
import type { DomainError } from '../../../platform/domain/domain-error.js';
import { evolve, initialTeamLibraryState } from './team-library.js';
import { type AddToTeamLibrary, decide } from './team-library.decider.js';

const add = (paperId: string, role: AddToTeamLibrary['data']['role'] = 'member'): AddToTeamLibrary => ({
  type: 'AddToTeamLibrary',
  data: { teamId: 't', institutionId: 'i', paperId, title: 'T', note: null, source: 'paper', messageId: null, memberId: 'm', userId: 'u', at: 'now', role },
});

describe('team library decider', () => {
  it('adds a paper once; a second add is a conflict; guests cannot add', () => {
    const events = decide(add('p1'), initialTeamLibraryState);
    assert.deepEqual(events.map((e) => [e.type, e.data.paperId, 'role' in e.data]), [['TeamLibraryPaperAdded', 'p1', false]]);
    const state = events.reduce(evolve, initialTeamLibraryState);
    assert.throws(() => decide(add('p1', 'admin'), state), (e: DomainError) => e.kind === 'conflict' && e.message === TEAM_LIBRARY_MESSAGES.duplicate);
    assert.throws(() => decide(add('p2', 'guest'), state), (e: DomainError) => e.kind === 'forbidden' && e.message === TEAM_LIBRARY_MESSAGES.guests);
  });
});
