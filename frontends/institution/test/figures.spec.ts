/** The institution portal's figures (spec inst §2, §9), computed from the endpoints' answers only (issue #29 item 5). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cappedPercent, collaborationEvents, dailyActiveUsers, parseMaxMembers, thisMonthTotals, usageEfficiency } from '../src/lib/figures.ts';

const day = (date: string, papersViewed: number, searchesPerformed: number, activeUsers: number, collaboration: number) => ({
  date,
  papersViewed,
  searchesPerformed,
  activeUsers,
  collaborationEvents: collaboration,
});

test('the Active Users bar is capped at 100% (and never below 0; 0 with no maximum)', () => {
  assert.equal(cappedPercent(5, 10), 50);
  assert.equal(cappedPercent(10, 10), 100);
  assert.equal(cappedPercent(13, 10), 100, 'more members than seats (seats lowered later) still fills the bar, no more');
  assert.equal(cappedPercent(-1, 10), 0);
  assert.equal(cappedPercent(3, 0), 0);
});

test('Papers Viewed and Searches sum this month only; Daily Active Users is the latest day; Collaboration Events every day', () => {
  const days = [day('2026-10-31', 7, 9, 4, 1), day('2026-11-01', 2, 3, 1, 0), day('2026-11-26', 5, 1, 2, 3), day('2026-11-25', 1, 1, 6, 2)];
  assert.deepEqual(thisMonthTotals(days, new Date('2026-11-26T12:00:00Z')), { papersViewed: 8, searchesPerformed: 5, collaborationEvents: 5 });
  assert.equal(dailyActiveUsers(days), 2, 'the last day by date, not by position');
  assert.equal(collaborationEvents(days), 6);
  assert.deepEqual(thisMonthTotals([], new Date()), { papersViewed: 0, searchesPerformed: 0, collaborationEvents: 0 });
  assert.equal(dailyActiveUsers([]), 0);
});

test('Usage Efficiency is users over seats as a rounded percent; a team of 0 or no number means 50 members', () => {
  assert.equal(usageEfficiency(2, 3), 67);
  assert.equal(usageEfficiency(2, 0), 0);
  assert.equal(parseMaxMembers(''), 50);
  assert.equal(parseMaxMembers('0'), 50);
  assert.equal(parseMaxMembers('12'), 12);
});
