/**
 * One institution's story as real events, appended straight to a store (projection specs, docs/
 * ARCHITECTURE.md §6): created with Marie as administrator, Ada and Grace invited, Ada and Marie
 * joined, Grace revoked; a second institution with Alan; a team with Ada added; views and searches
 * by members (and by a non-member, who must not count); Ada suspended, then a view of hers (not
 * counted); MemberWasActive for Marie on the next day.
 */
import type { EventStore, Position } from '../../../../platform/event-store/event-store.port.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import type { PaperViewed } from '../../../papers/paper.js';
import type { TeamEvent } from '../../teams/team.js';
import { type InstitutionEvent, institutionStreamId } from '../institution.js';
import { type MemberActivityEvent, memberActivityStreamId } from '../recording-activity/member-activity.js';

export const STORY = {
  institutionId: 'a0000000-0000-4000-8000-000000000001',
  otherInstitutionId: 'a0000000-0000-4000-8000-000000000002',
  marie: 'b0000000-0000-4000-8000-000000000001',
  ada: 'b0000000-0000-4000-8000-000000000002',
  grace: 'b0000000-0000-4000-8000-000000000003',
  alan: 'b0000000-0000-4000-8000-000000000004',
  teamId: 'c0000000-0000-4000-8000-000000000001',
  day1: '2026-03-01',
  day2: '2026-03-02',
} as const;

const at = (day: string, hh: string) => `${day}T${hh}:00:00.000Z`;

export async function appendInstitutionStory(store: EventStore): Promise<Position> {
  const { institutionId, otherInstitutionId, marie, ada, grace, alan, teamId, day1, day2 } = STORY;
  const profile = { name: 'Demo University', domain: 'demo.edu', subdomain: 'demo', tier: 'pro' as const, maxUsers: 10, ssoEnabled: true };
  const inst = (events: InstitutionEvent[]) => events.map((e) => newEvent(e));
  await store.append(
    institutionStreamId(institutionId),
    inst([
      { type: 'InstitutionCreated', data: { ...profile, institutionId, at: at(day1, '08') } },
      { type: 'MemberInvited', data: { memberId: marie, email: 'marie@demo.edu', role: 'admin', department: null, invitedBy: null, at: at(day1, '08') } },
      { type: 'InvitationAccepted', data: { memberId: marie, userId: 'u-marie', at: at(day1, '09') } },
      { type: 'MemberInvited', data: { memberId: ada, email: 'ada@demo.edu', role: 'researcher', department: 'Maths', invitedBy: marie, at: at(day1, '09') } },
      { type: 'MemberInvited', data: { memberId: grace, email: 'grace@demo.edu', role: 'member', department: null, invitedBy: marie, at: at(day1, '09') } },
      { type: 'InvitationAccepted', data: { memberId: ada, userId: 'u-ada', at: at(day1, '10') } },
      { type: 'InvitationRevoked', data: { memberId: grace, by: marie, at: at(day1, '10') } },
      { type: 'InstitutionEdited', data: { changes: { tier: 'enterprise', maxUsers: 20 }, at: at(day1, '10') } },
    ]),
    'no_stream',
  );
  await store.append(
    institutionStreamId(otherInstitutionId),
    inst([
      { type: 'InstitutionCreated', data: { ...profile, name: 'Other College', domain: 'other.edu', subdomain: 'other', institutionId: otherInstitutionId, at: at(day1, '08') } },
      { type: 'MemberInvited', data: { memberId: alan, email: 'alan@other.edu', role: 'admin', department: null, invitedBy: null, at: at(day1, '08') } },
      { type: 'InvitationAccepted', data: { memberId: alan, userId: 'u-alan', at: at(day1, '09') } },
    ]),
    'no_stream',
  );
  const team: TeamEvent[] = [
    {
      type: 'TeamCreated',
      data: { teamId, institutionId, name: 'AI Lab', description: null, department: 'CS', isPublic: true, maxMembers: 50, createdBy: marie, at: at(day1, '11') },
    },
    { type: 'TeamMemberAdded', data: { teamId, institutionId, memberId: ada, role: 'member', addedBy: marie, at: at(day1, '11') } },
  ];
  await store.append(`team-${teamId}`, team.map((e) => newEvent(e)), 'no_stream');
  const view: PaperViewed = { type: 'PaperViewed', data: {} };
  // Views by Ada (member), Alan (other institution) and an anonymous reader.
  await store.append('paper-2606.00001', [newEvent(view, { userId: 'u-ada' }), newEvent(view, { userId: 'u-ada' }), newEvent(view, { userId: 'u-alan' }), newEvent(view)], 'any');
  const searched = (memberId: string, inst: string, day: string): MemberActivityEvent => ({ type: 'MemberSearched', data: { institutionId: inst, memberId, at: at(day, '12') } });
  await store.appendMany([
    { streamId: memberActivityStreamId(ada), events: [newEvent(searched(ada, institutionId, day1)), newEvent(searched(ada, institutionId, day1))], expected: 'any' },
    { streamId: memberActivityStreamId(alan), events: [newEvent(searched(alan, otherInstitutionId, day1))], expected: 'any' },
  ]);
  await store.append(institutionStreamId(institutionId), inst([{ type: 'MemberSuspended', data: { memberId: ada, by: marie, at: at(day1, '13') } }]), 'any');
  await store.append('paper-2606.00002', [newEvent(view, { userId: 'u-ada' })], 'any');
  const active: MemberActivityEvent = { type: 'MemberWasActive', data: { institutionId, memberId: marie, at: at(day2, '09') } };
  const last = await store.append(memberActivityStreamId(marie), [newEvent(active)], 'any');
  return last.position;
}
