import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BREAKTHROUGH_ALERT_MIN_READERS, MEMBER_READING_WINDOW_DAYS, TRENDING_THRESHOLDS } from '@scholarlens/contracts';
import { breakthroughStep, collaborationFires, type TopicReading } from './topic-reading.rules.js';

const at = new Date('2026-06-20T12:00:00.000Z');
const reading = (r: Partial<TopicReading>): TopicReading => ({
  recent: 0,
  previous: 0,
  recentReaders: 0,
  firstReadAt: new Date('2026-06-19T12:00:00.000Z'),
  departments: [],
  ...r,
});

describe('alert rule: a topic turning breakthrough', () => {
  it('raises when members’ momentum reaches the breakthrough threshold with enough readers', () => {
    // 3 views now, 1 before: +200%, exactly the threshold.
    assert.equal(TRENDING_THRESHOLDS.breakthrough, 200);
    assert.deepEqual(breakthroughStep(reading({ recent: 3, previous: 1, recentReaders: BREAKTHROUGH_ALERT_MIN_READERS }), false), { step: 'raise', momentum: 200 });
  });

  it('needs the stated number of readers: two members reading a new topic is not a breakthrough', () => {
    assert.equal(breakthroughStep(reading({ recent: 4, previous: 0, recentReaders: BREAKTHROUGH_ALERT_MIN_READERS - 1 }), false).step, 'none');
  });

  it('below the threshold nothing is raised', () => {
    assert.deepEqual(breakthroughStep(reading({ recent: 5, previous: 2, recentReaders: 5 }), false), { step: 'none', momentum: 150 });
  });

  it('raised once: while it stays a breakthrough, nothing more; when it stops, cleared so it can be raised again', () => {
    const hot = reading({ recent: 9, previous: 1, recentReaders: 4 });
    assert.equal(breakthroughStep(hot, true).step, 'none');
    assert.equal(breakthroughStep(reading({ recent: 2, previous: 2, recentReaders: 4 }), true).step, 'clear');
    assert.equal(breakthroughStep(hot, false).step, 'raise');
  });
});

describe('alert rule: two departments reading the same new topic', () => {
  it('fires with two departments on a topic first read within the window', () => {
    assert.equal(collaborationFires(reading({ departments: ['Biology', 'Physics'] }), at), true);
  });

  it('one department (members without one are none) is not a collaboration', () => {
    assert.equal(collaborationFires(reading({ departments: ['Physics'] }), at), false);
    assert.equal(collaborationFires(reading({ departments: [] }), at), false);
  });

  it('a topic the institution has read for longer than the window is not new', () => {
    const old = new Date(at.getTime() - (MEMBER_READING_WINDOW_DAYS + 1) * 86_400_000);
    assert.equal(collaborationFires(reading({ departments: ['Biology', 'Physics'], firstReadAt: old }), at), false);
  });
});
