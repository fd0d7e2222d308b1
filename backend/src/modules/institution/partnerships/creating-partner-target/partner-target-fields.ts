import type { PartnerTargetRequest } from '@scholarlens/contracts';
import type { PartnerTargetFields } from '../partner-target.js';

/** A validated request as stored: text trimmed, blank list items dropped, the e-mail lower-cased. */
export function partnerTargetFields(r: PartnerTargetRequest): PartnerTargetFields {
  const list = (items: string[]) => items.map((s) => s.trim()).filter((s) => s !== '');
  return {
    name: r.name.trim(),
    location: r.location.trim(),
    students: r.students,
    faculty: r.faculty,
    currentSystem: r.currentSystem.trim(),
    estimatedValue: r.estimatedValue,
    probability: r.probability,
    painPoints: list(r.painPoints),
    decisionMakers: list(r.decisionMakers),
    email: r.email.trim().toLowerCase(),
    website: r.website?.trim() || null,
  };
}
