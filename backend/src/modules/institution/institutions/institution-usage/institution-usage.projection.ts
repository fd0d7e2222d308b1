import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { type InvitationAccepted, type MemberInvited, institutionIdOfStream } from '../institution.js';
import type { MemberActivityEvent } from '../recording-activity/member-activity.js';
import type { MessagePostedData, TeamCreatedData, TeamMemberAddedData } from '../ports.js';

type Counter = 'papers_viewed' | 'searches_performed' | 'collaboration_events';

/**
 * Usage per institution and UTC day (spec inst §3 "Usage record"), computed from members' events only:
 * paper views (the papers context's PaperViewed, by a signed-in user who is an active member), searches
 * (MemberSearched), collaboration (teams created, members added, chat messages posted) and distinct active members (anyone
 * of these, MemberWasActive, or joining). Its own `institution_usage_members` maps users to members,
 * as the events it sees say, so a rebuild gives the same figures.
 */
@Injectable()
export class InstitutionUsageProjection implements Projection {
  static readonly NAME = 'institution-usage';
  readonly name = InstitutionUsageProjection.NAME;
  readonly eventTypes = [
    'MemberInvited',
    'InvitationAccepted',
    'InvitationRevoked',
    'MemberSuspended',
    'MemberReactivated',
    'MemberWasActive',
    'MemberSearched',
    'PaperViewed',
    'TeamCreated',
    'TeamMemberAdded',
    'MessagePosted',
  ];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const data = event.data as Record<string, unknown>;
    switch (event.type) {
      case 'MemberInvited': {
        const d = data as unknown as MemberInvited['data'];
        await tx.query('insert into institution_usage_members (member_id, institution_id, active) values ($1, $2, false) on conflict do nothing', [
          d.memberId,
          institutionIdOfStream(event.streamId),
        ]);
        return;
      }
      case 'InvitationAccepted': {
        const d = data as unknown as InvitationAccepted['data'];
        const { rows } = await tx.query<{ institution_id: string }>(
          'update institution_usage_members set user_id = $2, active = true where member_id = $1 returning institution_id',
          [d.memberId, d.userId],
        );
        if (rows[0]) await this.active(tx, rows[0].institution_id, d.memberId, d.at);
        return;
      }
      case 'InvitationRevoked':
        await tx.query('delete from institution_usage_members where member_id = $1', [data.memberId]);
        return;
      case 'MemberSuspended':
      case 'MemberReactivated':
        await tx.query('update institution_usage_members set active = $2 where member_id = $1', [data.memberId, event.type === 'MemberReactivated']);
        return;
      case 'MemberWasActive':
      case 'MemberSearched': {
        const d = data as unknown as MemberActivityEvent['data'];
        await this.active(tx, d.institutionId, d.memberId, d.at);
        if (event.type === 'MemberSearched') await this.count(tx, d.institutionId, d.at, 'searches_performed');
        return;
      }
      case 'PaperViewed': {
        const userId = event.metadata.userId;
        if (!userId) return;
        const { rows } = await tx.query<{ member_id: string; institution_id: string }>(
          'select member_id, institution_id from institution_usage_members where user_id = $1 and active',
          [userId],
        );
        if (!rows[0]) return;
        const at = event.recordedAt.toISOString();
        await this.active(tx, rows[0].institution_id, rows[0].member_id, at);
        await this.count(tx, rows[0].institution_id, at, 'papers_viewed');
        return;
      }
      case 'TeamCreated': {
        const d = data as unknown as TeamCreatedData;
        await this.active(tx, d.institutionId, d.createdBy, d.at);
        await this.count(tx, d.institutionId, d.at, 'collaboration_events');
        return;
      }
      case 'TeamMemberAdded': {
        const d = data as unknown as TeamMemberAddedData;
        await this.active(tx, d.institutionId, d.addedBy, d.at);
        await this.count(tx, d.institutionId, d.at, 'collaboration_events');
        return;
      }
      case 'MessagePosted': {
        const d = data as unknown as MessagePostedData;
        await this.active(tx, d.institutionId, d.memberId, d.at);
        await this.count(tx, d.institutionId, d.at, 'collaboration_events');
        return;
      }
    }
  }

  private async active(tx: PoolClient, institutionId: string | null, memberId: string, at: string): Promise<void> {
    if (!institutionId) return;
    await tx.query('insert into institution_active_members (institution_id, day, member_id) values ($1, ($2::timestamptz at time zone \'UTC\')::date, $3) on conflict do nothing', [
      institutionId,
      at,
      memberId,
    ]);
  }

  private async count(tx: PoolClient, institutionId: string, at: string, column: Counter): Promise<void> {
    await tx.query(
      `insert into institution_usage_days (institution_id, day, ${column}) values ($1, ($2::timestamptz at time zone 'UTC')::date, 1)
       on conflict (institution_id, day) do update set ${column} = institution_usage_days.${column} + 1`,
      [institutionId, at],
    );
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate institution_usage_days, institution_active_members, institution_usage_members');
  }
}
