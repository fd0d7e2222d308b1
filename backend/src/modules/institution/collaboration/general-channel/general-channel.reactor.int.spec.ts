/**
 * The general channel on real PostgreSQL: TeamCreated gives the team one public `general` channel,
 * created by the team's creator, with an id derived from the team's; handling the same TeamCreated
 * again (a rebuild, a retried batch) appends nothing.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GENERAL_CHANNEL } from '@scholarlens/contracts';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { STORY, appendInstitutionStory } from '../../institutions/testing/institution-story.js';
import { channelStreamId } from '../channel.js';
import { GeneralChannelOnTeamCreated, generalChannelId } from './general-channel.reactor.js';

describe('general channel on TeamCreated', () => {
  const testbed = useTestEventStore(4);

  test('one general channel per team, whatever replays', async () => {
    await appendInstitutionStory(testbed.store);
    const [teamCreated] = (await testbed.store.readStream(`team-${STORY.teamId}`)).filter((e) => e.type === 'TeamCreated');
    const reactor = new GeneralChannelOnTeamCreated(testbed.store);
    await reactor.apply(teamCreated);
    await reactor.apply(teamCreated);

    const id = generalChannelId(STORY.teamId);
    assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.equal(generalChannelId(STORY.teamId), id, 'derived, not random');
    assert.notEqual(generalChannelId(STORY.institutionId), id);
    const events = await testbed.store.readStream(channelStreamId(id));
    assert.deepEqual(
      events.map((e) => [e.type, e.data.name, e.data.isPrivate, e.data.teamId, e.data.createdBy, e.metadata.causationId]),
      [['ChannelCreated', GENERAL_CHANNEL.name, false, STORY.teamId, STORY.marie, teamCreated.id]],
    );
  });
});
