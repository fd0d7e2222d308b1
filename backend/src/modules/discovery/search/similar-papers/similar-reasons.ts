/** Why two papers meet, in words a reader checks at a glance: shared AI tags, then shared categories. */
import type { Paper } from '@scholarlens/contracts';

const MAX_REASONS = 2;

export function similarReasons(of: Paper, other: Paper): string[] {
  const tags = new Set(of.tags.map((t) => t.toLowerCase()));
  const sharedTags = other.tags.filter((t) => tags.has(t.toLowerCase()));
  const sharedCategories = other.categories.filter((c) => of.categories.includes(c));
  return [...sharedTags.map((t) => `Shares the topic “${t}”`), ...sharedCategories.map((c) => `Both in ${c}`)].slice(0, MAX_REASONS);
}
