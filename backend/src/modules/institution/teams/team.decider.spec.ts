import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '../../../platform/domain/domain-error.js';
import { type CreateTeam, type TeamCommand, decide } from './team.decider.js';
import { type TeamEvent, evolve, initialTeamState } from './team.js';

const teamId = '44444444-4444-4444-8444-444444444444';
const institutionId = '0b5a3c1e-1111-4222-8333-444455556666';
const [marie, ada, grace] = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];
const at = '2026-03-01T10:00:00.000Z';
const create = (over: Partial<CreateTeam['data']> = {}): TeamCommand => ({
  type: 'CreateTeam',
  data: { teamId, institutionId, name: ' AI Lab ', description: '  ', department: 'CS', isPublic: false, maxMembers: undefined, createdBy: marie, at, ...over },
});

function given(...events: TeamEvent[]) {
  const state = events.reduce(evolve, initialTeamState);
  return { when: (command: TeamCommand) => decide(command, state) };
}

describe('team decider', () => {
  it('creates a team: name trimmed, blanks as null, maxMembers 50 when absent or 0, the creator its admin', () => {
    const [event] = given().when(create());
    assert.deepEqual(event, {
      type: 'TeamCreated',
      data: { teamId, institutionId, name: 'AI Lab', description: null, department: 'CS', isPublic: false, maxMembers: 50, createdBy: marie, at },
    });
    assert.equal((given().when(create({ maxMembers: 0 }))[0].data as { maxMembers: number }).maxMembers, 50);
    assert.equal((given().when(create({ maxMembers: 200 }))[0].data as { maxMembers: number }).maxMembers, 200);
    for (const bad of [201, -1, 1.5]) assert.throws(() => given().when(create({ maxMembers: bad })), (e: unknown) => isDomainError('invalid')(e) && /^maxMembers:/.test((e as Error).message));
    assert.throws(() => given().when(create({ name: '  ' })), isDomainError('invalid'));
  });

  it('adds members up to maxMembers; team or institution admins only; no one twice', () => {
    const [createdTwo] = given().when(create({ maxMembers: 2 }));
    const add = (memberId: string, byMemberId = marie, byInstitutionAdmin = false): TeamCommand => ({
      type: 'AddTeamMember',
      data: { memberId, role: 'member', byMemberId, byInstitutionAdmin, at },
    });
    const adaAdded: TeamEvent = { type: 'TeamMemberAdded', data: { teamId, institutionId, memberId: ada, role: 'member', addedBy: marie, at } };
    assert.deepEqual(given(createdTwo).when(add(ada)), [adaAdded]);
    assert.throws(() => given(createdTwo, adaAdded).when(add(ada)), isDomainError('conflict'));
    assert.throws(() => given(createdTwo, adaAdded).when(add(grace)), (e: unknown) => isDomainError('conflict')(e) && /limit is 2 members/.test((e as Error).message));
    assert.throws(() => given(createdTwo).when(add(grace, ada)), isDomainError('forbidden'));
    assert.deepEqual(given(createdTwo).when(add(grace, ada, true)).length, 1, 'an institution administrator');
    assert.throws(() => given().when(add(ada)), isDomainError('not-found'));
  });
});
