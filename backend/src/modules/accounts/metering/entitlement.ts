/** Server-side entitlement check of a metered feature (spec core §6), pure: the shared math plus what to answer. */
import type { DomainErrorKind } from '../../../platform/domain/domain-error.js';
import { type MeteredFeature, type UsageRecord, canUse, limitFor } from '@scholarlens/contracts';

export type Refusal = Extract<DomainErrorKind, 'unauthenticated' | 'forbidden' | 'limit-reached'>;
export type EntitlementDecision = { allowed: true } | { allowed: false; refusal: Refusal };

/**
 * Anonymous: unauthenticated. A plan without the feature (limit 0): forbidden. A finite limit used up
 * in its window: limit-reached.
 * Otherwise allowed (use is allowed while the recorded count is below the limit).
 */
export function checkEntitlement(plan: string | null, feature: MeteredFeature, usage: readonly UsageRecord[]): EntitlementDecision {
  if (plan === null) return { allowed: false, refusal: 'unauthenticated' };
  if (canUse(plan, feature, usage)) return { allowed: true };
  return { allowed: false, refusal: limitFor(plan, feature) === 0 ? 'forbidden' : 'limit-reached' };
}
