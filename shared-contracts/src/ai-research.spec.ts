import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AI_RESEARCH_TOPIC_IDS, grantDeadlineText, trendGrowthColour } from './ai-research.js';

describe('AI research assistant rules (spec inst §2, §9)', () => {
  it('the topic select holds the spec’s topics, verbatim and in order', () => {
    assert.deepEqual(AI_RESEARCH_TOPIC_IDS, ['machine-learning', 'computer-vision', 'natural-language', 'robotics', 'quantum-computing', 'bioinformatics']);
  });

  it('trend growth colours: 200 or more green, 100 blue, 50 yellow, otherwise orange', () => {
    assert.deepEqual([250, 200, 199, 100, 99, 50, 49, -5].map(trendGrowthColour), ['green', 'green', 'blue', 'blue', 'yellow', 'yellow', 'orange', 'orange']);
  });

  it('grant deadline text: past due, days under 30 days, months under a year, else years', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000).toISOString();
    assert.equal(grantDeadlineText(inDays(-1), now), 'Past due');
    assert.equal(grantDeadlineText(inDays(1), now), '1 day left');
    assert.equal(grantDeadlineText(inDays(29), now), '29 days left');
    assert.equal(grantDeadlineText(inDays(45), now), '1 month left');
    assert.equal(grantDeadlineText(inDays(364), now), '12 months left');
    assert.equal(grantDeadlineText(inDays(800), now), '2 years left');
  });
});
