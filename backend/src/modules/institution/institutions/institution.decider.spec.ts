import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '../../../platform/domain/domain-error.js';
import { type InstitutionCommand, decide } from './institution.decider.js';
import { type InstitutionEvent, evolve, initialInstitutionState } from './institution.js';

const institutionId = '0b5a3c1e-1111-4222-8333-444455556666';
const marie = '11111111-1111-4111-8111-111111111111';
const ada = '22222222-2222-4222-8222-222222222222';
const grace = '33333333-3333-4333-8333-333333333333';
const t0 = '2026-03-01T10:00:00.000Z';
const t1 = '2026-03-01T11:00:00.000Z';
const profile = { name: 'Demo University', domain: 'demo.edu', subdomain: 'demo', tier: 'pro' as const, maxUsers: 2, ssoEnabled: false };

const created: InstitutionEvent[] = [
  { type: 'InstitutionCreated', data: { ...profile, institutionId, at: t0 } },
  { type: 'MemberInvited', data: { memberId: marie, email: 'marie@demo.edu', role: 'admin', department: null, invitedBy: null, at: t0 } },
];
const marieJoined: InstitutionEvent = { type: 'InvitationAccepted', data: { memberId: marie, userId: 'u-marie', at: t0 } };
const adaInvited: InstitutionEvent = {
  type: 'MemberInvited',
  data: { memberId: ada, email: 'ada@demo.edu', role: 'member', department: 'Maths', invitedBy: marie, at: t0 },
};
const adaJoined: InstitutionEvent = { type: 'InvitationAccepted', data: { memberId: ada, userId: 'u-ada', at: t1 } };

function given(...events: InstitutionEvent[]) {
  const state = events.reduce(evolve, initialInstitutionState);
  return { when: (command: InstitutionCommand) => decide(command, state) };
}
const invite = (email: string, byMemberId = marie, elsewhere = false): InstitutionCommand => ({
  type: 'InviteMember',
  data: { memberId: grace, email, role: 'researcher', department: null, byMemberId, elsewhere, at: t1 },
});

describe('institution decider', () => {
  it('creates the institution with its administrator invited (e-mail lower-cased)', () => {
    assert.deepEqual(
      given().when({ type: 'CreateInstitution', data: { ...profile, institutionId, adminMemberId: marie, adminEmail: ' Marie@Demo.edu ', at: t0 } }),
      created,
    );
    assert.throws(() => given(...created).when({ type: 'CreateInstitution', data: { ...profile, institutionId, adminMemberId: marie, adminEmail: 'x@y.z', at: t0 } }), isDomainError('conflict'));
  });

  it('an administrator invites; duplicates, other institutions and a full institution are 409 naming the rule', () => {
    const events = [...created, marieJoined];
    assert.deepEqual(given(...events).when(invite('Grace@Demo.edu')), [
      { type: 'MemberInvited', data: { memberId: grace, email: 'grace@demo.edu', role: 'researcher', department: null, invitedBy: marie, at: t1 } },
    ]);
    assert.throws(() => given(...events).when(invite('MARIE@demo.edu')), (e: unknown) => isDomainError('conflict')(e) && /already a member/.test((e as Error).message));
    assert.throws(() => given(...events, adaInvited).when(invite('ada@demo.edu')), (e: unknown) => /already invited/.test((e as Error).message));
    assert.throws(() => given(...events).when(invite('grace@demo.edu', marie, true)), (e: unknown) => /another institution/.test((e as Error).message));
    // maxUsers 2: Marie and Ada's invitation take both seats.
    assert.throws(() => given(...events, adaInvited).when(invite('grace@demo.edu')), (e: unknown) => isDomainError('conflict')(e) && /limit is 2 users/.test((e as Error).message));
  });

  it('only an active administrator invites (403), not a member nor a pending administrator', () => {
    assert.throws(() => given(...created).when(invite('grace@demo.edu')), isDomainError('forbidden'), 'Marie has not signed in yet');
    assert.throws(() => given(...created, marieJoined, adaInvited, adaJoined).when(invite('grace@demo.edu', ada)), isDomainError('forbidden'));
    assert.throws(() => given().when(invite('grace@demo.edu')), isDomainError('not-found'));
  });

  it('a sign-in accepts a pending invitation once, and never one made after the sign-in', () => {
    const accept = (at: string): InstitutionCommand => ({ type: 'AcceptInvitation', data: { email: 'ADA@demo.edu', userId: 'u-ada', at } });
    assert.deepEqual(given(...created, adaInvited).when(accept(t1)), [adaJoined]);
    assert.deepEqual(given(...created, adaInvited, adaJoined).when(accept(t1)), []);
    assert.deepEqual(given(...created, adaInvited).when(accept('2026-02-28T00:00:00.000Z')), []);
    assert.deepEqual(given(...created).when(accept(t1)), []);
  });

  it('suspend, reactivate, revoke; a suspended seat is free, reactivation needs one', () => {
    const base = [...created, marieJoined, adaInvited, adaJoined];
    const cmd = (type: 'SuspendMember' | 'ReactivateMember' | 'RevokeInvitation', memberId: string, by = marie) =>
      ({ type, data: { memberId, byMemberId: by, at: t1 } }) as InstitutionCommand;
    const suspended: InstitutionEvent = { type: 'MemberSuspended', data: { memberId: ada, by: marie, at: t1 } };
    assert.deepEqual(given(...base).when(cmd('SuspendMember', ada)), [suspended]);
    assert.deepEqual(given(...base, suspended).when(cmd('SuspendMember', ada)), []);
    assert.throws(() => given(...base).when(cmd('SuspendMember', marie)), isDomainError('refused'));
    assert.throws(() => given(...base).when(cmd('SuspendMember', ada, ada)), isDomainError('forbidden'));
    assert.throws(() => given(...base).when(cmd('SuspendMember', grace)), isDomainError('not-found'));
    assert.throws(() => given(...base).when(cmd('RevokeInvitation', ada)), isDomainError('conflict'));
    // Ada suspended frees a seat; Grace takes it; Ada cannot come back while the institution is full.
    const graceInvited: InstitutionEvent = { type: 'MemberInvited', data: { memberId: grace, email: 'grace@demo.edu', role: 'member', department: null, invitedBy: marie, at: t1 } };
    assert.deepEqual(given(...base, suspended).when(invite('grace@demo.edu')).map((e) => e.type), ['MemberInvited']);
    assert.throws(() => given(...base, suspended, graceInvited).when(cmd('ReactivateMember', ada)), (e: unknown) => /limit is 2 users/.test((e as Error).message));
    assert.deepEqual(given(...base, suspended, graceInvited).when(cmd('RevokeInvitation', grace)), [
      { type: 'InvitationRevoked', data: { memberId: grace, by: marie, at: t1 } },
    ]);
    const revoked: InstitutionEvent = { type: 'InvitationRevoked', data: { memberId: grace, by: marie, at: t1 } };
    assert.deepEqual(given(...base, suspended, graceInvited, revoked).when(cmd('ReactivateMember', ada)), [
      { type: 'MemberReactivated', data: { memberId: ada, by: marie, at: t1 } },
    ]);
  });

  it('edits only what changes; maxUsers never below the seats taken', () => {
    const base = [...created, marieJoined, adaInvited];
    const edit = (changes: object): InstitutionCommand => ({ type: 'EditInstitution', data: { changes, at: t1 } });
    assert.deepEqual(given(...base).when(edit({ tier: 'enterprise', name: 'Demo University' })), [
      { type: 'InstitutionEdited', data: { changes: { tier: 'enterprise' }, at: t1 } },
    ]);
    assert.deepEqual(given(...base).when(edit({ tier: 'pro' })), []);
    assert.throws(() => given(...base).when(edit({ maxUsers: 1 })), (e: unknown) => isDomainError('conflict')(e) && /maxUsers: must be at least 2/.test((e as Error).message));
  });
});
