import { type EmergingTopic, type TrendingItem, trendingImpact, trendingStatus } from '@scholarlens/contracts';
import { archiveOf, categoryLabel } from '../ports.js';

/** Members' views of papers of one category: distinct readers, views in the recent and the previous window. */
export interface CategoryReading {
  code: string;
  readers: number;
  recent: number;
  previous: number;
}

const CODE_IN_LABEL = /\(([^()]+)\)$/;
export const percentGrowth = (recent: number, previous: number) => Math.round(((recent - previous) / Math.max(previous, 1)) * 1000) / 10;

/**
 * The trending list: every category rising in the catalog (momentum = its growth), then every
 * category members read more in the recent window than in the previous one (momentum = growth of
 * their views); collaborators from members' reading either way. Highest momentum first.
 */
export function trendingItems(
  catalog: { topics: EmergingTopic[]; days: number | null },
  reading: CategoryReading[],
  readingDays: number,
  limit = 12,
): TrendingItem[] {
  const byCode = new Map(reading.map((r) => [r.code, r]));
  const items: TrendingItem[] = [];
  for (const t of catalog.topics) {
    const code = t.kind === 'category' ? CODE_IN_LABEL.exec(t.topic)?.[1] : undefined;
    if (!code) continue;
    const collaborators = byCode.get(code)?.readers ?? 0;
    items.push(item(code, t.growthRate, collaborators, `${catalog.days ?? readingDays} days`, 'catalog', t.papers));
  }
  for (const r of reading) {
    if (items.some((i) => i.id === r.code) || r.recent <= r.previous) continue;
    items.push(item(r.code, percentGrowth(r.recent, r.previous), r.readers, `${readingDays} days`, 'members', r.recent));
  }
  return items.sort((a, b) => b.momentum - a.momentum || b.collaborators - a.collaborators || a.id.localeCompare(b.id)).slice(0, limit);
}

function item(code: string, momentum: number, collaborators: number, timeframe: string, source: TrendingItem['source'], papers: number): TrendingItem {
  return {
    id: code,
    title: categoryLabel(code),
    field: archiveOf(code),
    momentum,
    collaborators,
    potentialImpact: trendingImpact(momentum, collaborators),
    timeframe,
    status: trendingStatus(momentum),
    source,
    papers,
  };
}
