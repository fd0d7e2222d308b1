/**
 * The channels and messages read models on real PostgreSQL: channels a member sees (public ones, and
 * private ones they are in), messages with their seq newest first in pages with a cursor, the
 * messages after a seq (live delivery), a NOTIFY per channel at commit; a rebuild equals the live tables.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { STORY, appendInstitutionStory } from '../../institutions/testing/institution-story.js';
import { type ChannelEvent, channelStreamId } from '../channel.js';
import { ChannelsOfTeamProjection } from '../channels-of-team/channels-of-team.projection.js';
import { ChannelHandler, ChannelNamesHandler, ChannelNamesQuery, ChannelQuery, ChannelsOfTeamHandler, ChannelsOfTeamQuery } from '../channels-of-team/channels-of-team.query.js';
import { CHAT_STORY, appendChannelStory } from '../testing/channel-story.js';
import { CHAT_NOTIFY_CHANNEL, ChannelMessagesProjection } from './channel-messages.projection.js';
import { ChannelMessagesHandler, ChannelMessagesQuery, LatestSeqHandler, LatestSeqQuery, MessagesAfterHandler, MessagesAfterQuery } from './channel-messages.query.js';
import { ContentSealing } from '../../../../platform/sealing/content-sealing.js';

describe('channels and channel-messages projections', () => {
  const testbed = useTestEventStore(10);

  test('channels by visibility, messages paged newest first, a notification per channel; rebuild = live', async () => {
    const listener = new pg.Client({ connectionString: testbed.db.url });
    await listener.connect();
    const notified: string[] = [];
    listener.on('notification', (n) => notified.push(n.payload ?? ''));
    await listener.query(`listen ${CHAT_NOTIFY_CHANNEL}`);

    const projections = [new ChannelsOfTeamProjection(), new ChannelMessagesProjection()];
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, projections);
    await runner.start();
    await appendInstitutionStory(testbed.store);
    await appendChannelStory(testbed.store);
    // 35 more messages by Ada in `general`: two pages of 30 and the story's two.
    const more: ChannelEvent[] = Array.from({ length: 35 }, (_, i) => ({
      type: 'MessagePosted',
      data: {
        messageId: `f0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        channelId: CHAT_STORY.general,
        teamId: STORY.teamId,
        institutionId: STORY.institutionId,
        memberId: STORY.ada,
        userId: 'u-ada',
        content: `message ${i}`,
        messageType: 'text',
        metadata: null,
        at: `${STORY.day2}T11:${String(i).padStart(2, '0')}:00.000Z`,
      },
    }));
    const { position: last } = await testbed.store.append(channelStreamId(CHAT_STORY.general), more.map((e) => newEvent(e)), 'any');
    await waitForProjections(testbed.db.pool, projections.map((p) => p.name), last, 10_000);

    const pool = testbed.db.pool;
    const names = async (memberId: string) => (await new ChannelsOfTeamHandler(pool).execute(new ChannelsOfTeamQuery(STORY.teamId, memberId))).map((c) => c.name).sort();
    assert.deepEqual(await names(STORY.marie), ['general', 'papers', 'secret']);
    assert.deepEqual(await names(STORY.ada), ['general', 'papers', 'secret'], 'Ada was added to the private one');
    assert.deepEqual(await names(STORY.grace), ['general', 'papers'], 'a private channel is invisible to others');
    assert.equal(await new ChannelHandler(pool).execute(new ChannelQuery(STORY.teamId, CHAT_STORY.secret, STORY.grace)), null);
    assert.equal((await new ChannelHandler(pool).execute(new ChannelQuery(STORY.teamId, CHAT_STORY.secret, STORY.ada)))?.isPrivate, true);
    assert.equal(await new ChannelHandler(pool).execute(new ChannelQuery(STORY.otherInstitutionId, CHAT_STORY.general, STORY.marie)), null, 'another team');
    assert.deepEqual((await new ChannelNamesHandler(pool).execute(new ChannelNamesQuery(STORY.teamId))).sort(), ['general', 'papers', 'secret']);

    const messages = new ChannelMessagesHandler(pool, new ContentSealing());
    const first = await messages.execute(new ChannelMessagesQuery(CHAT_STORY.general, 30, null));
    assert.equal(first.messages.length, 30);
    assert.equal(first.messages[0].content, 'message 34', 'newest first');
    const second = await messages.execute(new ChannelMessagesQuery(CHAT_STORY.general, 30, Number(first.nextCursor)));
    assert.deepEqual(
      second.messages.map((m) => m.content),
      ['message 4', 'message 3', 'message 2', 'message 1', 'message 0', 'Worth a read', 'Hello team'],
    );
    assert.equal(second.nextCursor, null);
    const share = second.messages.at(-2)!;
    assert.deepEqual([share.seq, share.messageType, share.metadata], [2, 'paper_share', { paperId: '2606.00001', paperTitle: 'A paper' }]);
    assert.equal(second.messages.at(-1)!.seq, 1, 'seq is the revision on the channel stream (ChannelCreated is 0)');
    assert.equal(await new LatestSeqHandler(pool).execute(new LatestSeqQuery(CHAT_STORY.general)), 37);
    assert.equal(await new LatestSeqHandler(pool).execute(new LatestSeqQuery(CHAT_STORY.papers)), -1);
    const after = await new MessagesAfterHandler(pool, new ContentSealing()).execute(new MessagesAfterQuery(CHAT_STORY.general, 34, 10));
    assert.deepEqual(after.map((m) => m.seq), [35, 36, 37]);

    // NOTIFY is delivered at commit; identical ones of a transaction fold into one.
    for (let i = 0; i < 50 && !notified.includes(CHAT_STORY.general); i++) await new Promise((r) => setTimeout(r, 20));
    assert.ok(notified.length > 0 && notified.every((n) => n === CHAT_STORY.general), JSON.stringify(notified));
    await listener.end();

    await runner.stop();
    await assertRebuildEqualsLive({
      store: testbed.store,
      pool,
      projections,
      tables: ['team_channels', 'team_channel_members', 'channel_messages'],
      through: last,
      batchSize: 4,
    });
  });
});
