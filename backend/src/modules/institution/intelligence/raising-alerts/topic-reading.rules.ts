/**
 * The two alert rules over members' reading (docs/ARCHITECTURE.md §15, issue #34), as pure decisions
 * so they can be tested without a database: what a topic's reading says at the moment of a view.
 */
import { BREAKTHROUGH_ALERT_MIN_READERS, MEMBER_READING_WINDOW_DAYS, trendingStatus } from '@scholarlens/contracts';
import { percentGrowth } from '../trending/trending.js';

/** Members' reading of one category of one institution, as of one view. */
export interface TopicReading {
  /** Views in the recent window (the MEMBER_READING_WINDOW_DAYS days up to the view) and in the window before. */
  recent: number;
  previous: number;
  /** Distinct members who read it in the recent window. */
  recentReaders: number;
  /** When the institution's members first read it. */
  firstReadAt: Date;
  /** Distinct departments (members without one are not a department) that read it since. */
  departments: string[];
}

/**
 * "A topic turning breakthrough": the trending status of members' reading (the same momentum and
 * thresholds as GET /api/intelligence/trending) with at least BREAKTHROUGH_ALERT_MIN_READERS readers.
 * `raise` when it becomes so, `clear` when it stops (so it can be raised again later), else `none`.
 */
export function breakthroughStep(reading: TopicReading, wasBreakthrough: boolean): { step: 'raise' | 'clear' | 'none'; momentum: number } {
  const momentum = percentGrowth(reading.recent, reading.previous);
  const now = trendingStatus(momentum) === 'breakthrough' && reading.recentReaders >= BREAKTHROUGH_ALERT_MIN_READERS;
  return { step: now && !wasBreakthrough ? 'raise' : !now && wasBreakthrough ? 'clear' : 'none', momentum };
}

/** "Two departments reading the same new topic": new = first read by the institution within the window before this view. */
export function collaborationFires(reading: TopicReading, at: Date): boolean {
  const isNew = at.getTime() - reading.firstReadAt.getTime() <= MEMBER_READING_WINDOW_DAYS * 86_400_000;
  return isNew && reading.departments.length >= 2;
}
