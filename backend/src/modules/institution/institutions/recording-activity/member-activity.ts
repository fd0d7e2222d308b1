/**
 * A member's activity (stream `member-activity-<memberId>`): facts the usage figures count that no
 * other context records for members. Appended with 'any' (they only count and commute), never
 * folded into a state, so there is no decider: the recorders decide only how often to append.
 */
export type MemberWasActive = { type: 'MemberWasActive'; data: { institutionId: string; memberId: string; at: string } };
export type MemberSearched = { type: 'MemberSearched'; data: { institutionId: string; memberId: string; at: string } };
export type MemberActivityEvent = MemberWasActive | MemberSearched;
export const MEMBER_ACTIVITY_EVENT_TYPES = ['MemberWasActive', 'MemberSearched'] as const;

export function memberActivityStreamId(memberId: string): string {
  return `member-activity-${memberId}`;
}
