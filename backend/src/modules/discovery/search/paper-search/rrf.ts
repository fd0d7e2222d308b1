/** A ranking to fuse, best first, and how much its ranks count. */
export interface WeightedRanking {
  ids: readonly string[];
  weight: number;
}

/**
 * Weighted reciprocal rank fusion (Cormack et al. 2009): score(d) = Σ over rankings of
 * weight / (k + rank(d)), ranks from 1. Ties keep the order of first appearance.
 */
export function reciprocalRankFusion(rankings: readonly WeightedRanking[], k = 60): { id: string; score: number }[] {
  const scores = new Map<string, number>();
  const firstSeen = new Map<string, number>();
  let order = 0;
  for (const { ids, weight } of rankings) {
    ids.forEach((id, i) => {
      scores.set(id, (scores.get(id) ?? 0) + weight / (k + i + 1));
      if (!firstSeen.has(id)) firstSeen.set(id, order++);
    });
  }
  return [...scores.entries()]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score || firstSeen.get(a.id)! - firstSeen.get(b.id)!);
}
