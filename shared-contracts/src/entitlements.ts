/** Entitlement math of spec core §6, shared by the backend (enforcement) and the shell (header). */
import { type MeteredFeature, type PlanId, PLAN_LIMITS, UNLIMITED, isPlanId } from './plans.js';

export interface UsageRecord {
  feature: string;
  count: number;
}

/** A missing or unknown plan is free (spec core §3, User). */
export function planOf(plan: string | null | undefined): PlanId {
  return isPlanId(plan) ? plan : 'free';
}

export function limitFor(plan: string | null | undefined, feature: MeteredFeature): number {
  return PLAN_LIMITS[planOf(plan)][feature];
}

export function usedCount(usage: readonly UsageRecord[] | undefined, feature: MeteredFeature): number {
  return usage?.find((u) => u.feature === feature)?.count ?? 0;
}

/**
 * Remaining uses: Infinity when unlimited, max(0, limit − count) otherwise,
 * and 0 for anonymous visitors (plan === null) whatever the feature.
 */
export function remaining(plan: string | null, feature: MeteredFeature, usage: readonly UsageRecord[] | undefined): number {
  if (plan === null) return 0;
  const limit = limitFor(plan, feature);
  if (limit === UNLIMITED) return Number.POSITIVE_INFINITY;
  return Math.max(0, limit - usedCount(usage, feature));
}

/** Use is allowed while the recorded count is below a finite limit. */
export function canUse(plan: string | null, feature: MeteredFeature, usage: readonly UsageRecord[] | undefined): boolean {
  return remaining(plan, feature, usage) > 0;
}
