/** Server-side entitlement check of a metered feature (spec core §6), pure: the shared math plus what to answer. */
import { type MeteredFeature, type UsageRecord, canUse, limitFor } from '@scholarlens/contracts';

export type EntitlementDecision = { allowed: true } | { allowed: false; status: 401 | 403 | 429 };

/**
 * Anonymous: 401. A plan without the feature (limit 0): 403. A finite limit used up in its window: 429.
 * Otherwise allowed (use is allowed while the recorded count is below the limit).
 */
export function checkEntitlement(plan: string | null, feature: MeteredFeature, usage: readonly UsageRecord[]): EntitlementDecision {
  if (plan === null) return { allowed: false, status: 401 };
  if (canUse(plan, feature, usage)) return { allowed: true };
  return { allowed: false, status: limitFor(plan, feature) === 0 ? 403 : 429 };
}
