import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COLLABORATION_MESSAGES } from '@scholarlens/contracts';
import { isDomainError } from '../../../platform/domain/domain-error.js';
import { type ChannelCommand, type CreateChannel, type PostMessage, canSee, decide } from './channel.decider.js';
import { type ChannelEvent, evolve, initialChannelState } from './channel.js';

const channelId = '55555555-5555-4555-8555-555555555555';
const teamId = '44444444-4444-4444-8444-444444444444';
const institutionId = '0b5a3c1e-1111-4222-8333-444455556666';
const [marie, ada, grace] = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];
const at = '2026-03-01T10:00:00.000Z';
const messageId = '66666666-6666-4666-8666-666666666666';

const create = (over: Partial<CreateChannel['data']> = {}): ChannelCommand => ({
  type: 'CreateChannel',
  data: { channelId, teamId, institutionId, name: ' Papers ', description: '  ', isPrivate: false, byMemberId: marie, byTeamRole: 'admin', takenNames: ['general'], at, ...over },
});
const post = (over: Partial<PostMessage['data']> = {}): ChannelCommand => ({
  type: 'PostMessage',
  data: { teamId, messageId, memberId: ada, userId: 'u-ada', teamRole: 'member', content: '  Hello\nteam  ', stored: 'Hello\nteam', messageType: 'text', metadata: null, at, ...over },
});

function given(...events: ChannelEvent[]) {
  const state = events.reduce(evolve, initialChannelState);
  return { state, when: (command: ChannelCommand) => decide(command, state) };
}
const created = (isPrivate = false): ChannelEvent => ({
  type: 'ChannelCreated',
  data: { channelId, teamId, institutionId, name: 'papers', description: null, isPrivate, createdBy: marie, at },
});
const hasMessage = (pattern: RegExp | string) => (e: unknown) => (typeof pattern === 'string' ? (e as Error).message === pattern : pattern.test((e as Error).message));

describe('channel decider', () => {
  it('creates a channel: name trimmed, blank description null; blank, too long, taken (any case) and guests refused', () => {
    assert.deepEqual(given().when(create()), [
      { type: 'ChannelCreated', data: { channelId, teamId, institutionId, name: 'Papers', description: null, isPrivate: false, createdBy: marie, at } },
    ]);
    assert.throws(() => given().when(create({ name: ' \n ' })), (e: unknown) => isDomainError('invalid')(e) && hasMessage(/^name: /)(e));
    assert.throws(() => given().when(create({ name: 'x'.repeat(81) })), isDomainError('invalid'));
    assert.throws(() => given().when(create({ name: ' GENERAL' })), (e: unknown) => isDomainError('conflict')(e) && hasMessage(COLLABORATION_MESSAGES.channelNameTaken)(e));
    assert.throws(() => given().when(create({ byTeamRole: 'guest' })), (e: unknown) => isDomainError('forbidden')(e) && hasMessage(COLLABORATION_MESSAGES.guestsCannotCreate)(e));
    assert.throws(() => given(created()).when(create()), isDomainError('conflict'), 'the id is taken');
  });

  it('a private channel is seen by its creator and the members a team administrator adds; others get not-found', () => {
    const priv = given(created(true));
    assert.ok(canSee(priv.state, marie));
    assert.ok(!canSee(priv.state, ada));
    assert.ok(canSee(given(created(false)).state, grace), 'every team member sees a public channel');
    assert.throws(() => priv.when(post()), (e: unknown) => isDomainError('not-found')(e) && hasMessage(COLLABORATION_MESSAGES.channelNotFound)(e));

    const add = (memberId: string, byMemberId = marie, byTeamRole: 'admin' | 'member' = 'admin', memberTeamRole: 'member' | null = 'member'): ChannelCommand => ({
      type: 'AddChannelMember',
      data: { teamId, memberId, memberTeamRole, byMemberId, byTeamRole, at },
    });
    const [added] = priv.when(add(ada));
    assert.deepEqual(added, { type: 'ChannelMemberAdded', data: { channelId, teamId, memberId: ada, addedBy: marie, at } });
    const withAda = given(created(true), added);
    assert.ok(canSee(withAda.state, ada));
    assert.equal(withAda.when(post()).length, 1, 'Ada posts once added');
    assert.throws(() => withAda.when(add(ada)), isDomainError('conflict'));
    assert.throws(() => withAda.when(add(grace, ada, 'member')), isDomainError('forbidden'), 'a plain member cannot add');
    assert.throws(() => priv.when(add(grace, ada, 'admin')), isDomainError('not-found'), 'an admin who cannot see it');
    assert.throws(() => priv.when(add(grace, marie, 'admin', null)), (e: unknown) => isDomainError('invalid')(e) && hasMessage(/^memberId: /)(e));
    assert.throws(() => given(created(false)).when(add(ada)), isDomainError('conflict'), 'a public channel has everyone');
  });

  it('posts a message: trimmed, non-blank, at most 10,000 characters, team members only; paper shares carry their paper', () => {
    const channel = given(created());
    assert.deepEqual(channel.when(post()), [
      {
        type: 'MessagePosted',
        data: { messageId, channelId, teamId, institutionId, memberId: ada, userId: 'u-ada', content: 'Hello\nteam', messageType: 'text', metadata: null, at },
      },
    ]);
    assert.equal(channel.when(post({ content: 'x'.repeat(10_000) })).length, 1);
    assert.throws(() => channel.when(post({ content: ` ${'x'.repeat(10_001)} ` })), (e: unknown) => isDomainError('invalid')(e) && hasMessage(/^content: .*10000/)(e));
    assert.throws(() => channel.when(post({ content: ' \t\n ' })), (e: unknown) => isDomainError('invalid')(e) && hasMessage(/^content: /)(e));
    assert.throws(() => channel.when(post({ teamRole: null })), (e: unknown) => isDomainError('forbidden')(e) && hasMessage(COLLABORATION_MESSAGES.teamMembersOnly)(e));
    assert.equal(channel.when(post({ teamRole: 'guest' })).length, 1, 'guests post');
    assert.throws(() => given().when(post()), isDomainError('not-found'));
    assert.throws(() => channel.when(post({ teamId: institutionId })), isDomainError('not-found'), "another team's channel");

    const metadata = { paperId: '2401.00001', paperTitle: 'Attention' };
    const [share] = channel.when(post({ messageType: 'paper_share', metadata }));
    assert.deepEqual([share.type, (share.data as { metadata: unknown }).metadata], ['MessagePosted', metadata]);
    assert.throws(() => channel.when(post({ messageType: 'paper_share' })), (e: unknown) => isDomainError('invalid')(e) && hasMessage(/^metadata: /)(e));
    assert.equal((channel.when(post({ metadata }))[0].data as { metadata: unknown }).metadata, null, 'a text message keeps no paper');
  });
});
