import type { InstitutionUsageDay } from '@scholarlens/contracts';

/** The figures the portal's stat cards and overview show (spec inst §2), computed from the endpoints only. */

/** A percentage for a progress bar: never above 100 (spec inst §9) nor below 0; 0 when there is no maximum. */
export function cappedPercent(count: number, max: number): number {
  if (!(max > 0)) return 0;
  return Math.min(100, Math.max(0, (count / max) * 100));
}

/** Usage Efficiency: user count over the maximum as a rounded percent (0 with no maximum). */
export function usageEfficiency(userCount: number, maxUsers: number): number {
  return maxUsers > 0 ? Math.round((userCount / maxUsers) * 100) : 0;
}

const byDate = (days: InstitutionUsageDay[]) => [...days].sort((a, b) => a.date.localeCompare(b.date));

/** "YYYY-MM" of a moment in UTC, the calendar the usage days are keyed by. */
const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** Papers Viewed, Searches (and collaboration events, the institutional dashboard's): the sums over this month's usage days. */
export function thisMonthTotals(days: InstitutionUsageDay[], now = new Date()) {
  const month = monthOf(now);
  const inMonth = days.filter((d) => d.date.slice(0, 7) === month);
  return {
    papersViewed: inMonth.reduce((s, d) => s + d.papersViewed, 0),
    searchesPerformed: inMonth.reduce((s, d) => s + d.searchesPerformed, 0),
    collaborationEvents: inMonth.reduce((s, d) => s + d.collaborationEvents, 0),
  };
}

/** Daily Active Users: activeUsers of the last usage entry, else 0. */
export function dailyActiveUsers(days: InstitutionUsageDay[]): number {
  return byDate(days).at(-1)?.activeUsers ?? 0;
}

/** Collaboration Events: the sum of collaborationEvents over every usage day. */
export function collaborationEvents(days: InstitutionUsageDay[]): number {
  return days.reduce((s, d) => s + d.collaborationEvents, 0);
}

/** A date as the portal prints it ("Nov 26, 2026"); an empty value prints nothing. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Team max members (spec inst §5): the parsed number, 50 when empty or 0. */
export function parseMaxMembers(raw: string): number {
  const n = Number.parseInt(raw, 10);
  return Number.isNaN(n) || n === 0 ? 50 : n;
}
