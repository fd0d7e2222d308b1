import { Injectable } from '@nestjs/common';
import type { InstitutionActivityKind } from '@scholarlens/contracts';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { type InstitutionCreated, type MemberInvited, institutionIdOfStream } from '../institution.js';
import type { TeamCreatedData, TeamMemberAddedData } from '../ports.js';

const KIND_OF: Record<string, InstitutionActivityKind> = {
  InstitutionCreated: 'institution-created',
  MemberInvited: 'member-invited',
  InvitationAccepted: 'member-joined',
  MemberSuspended: 'member-suspended',
  MemberReactivated: 'member-reactivated',
  InvitationRevoked: 'invitation-revoked',
  TeamCreated: 'team-created',
  TeamMemberAdded: 'team-member-added',
};

/**
 * `institution_activity`: the institution's own events as Recent Activity (issue #29: real events,
 * not a static list), each with who acted and what it is about. `institution_activity_names` keeps
 * the e-mails of members and the names of teams its events name.
 */
@Injectable()
export class InstitutionActivityProjection implements Projection {
  static readonly NAME = 'institution-activity';
  readonly name = InstitutionActivityProjection.NAME;
  readonly eventTypes = Object.keys(KIND_OF);

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const data = event.data as Record<string, unknown>;
    const at = String(data.at);
    const nameOf = async (id: unknown): Promise<string | null> =>
      typeof id === 'string' ? ((await tx.query<{ name: string }>('select name from institution_activity_names where id = $1', [id])).rows[0]?.name ?? null) : null;
    const remember = (id: string, name: string) =>
      tx.query('insert into institution_activity_names (id, name) values ($1, $2) on conflict (id) do update set name = excluded.name', [id, name]);
    let institutionId: string | null;
    let actor: string | null;
    let subject: string;
    if (event.type === 'TeamCreated' || event.type === 'TeamMemberAdded') {
      const d = data as unknown as TeamCreatedData & TeamMemberAddedData;
      institutionId = d.institutionId;
      if (event.type === 'TeamCreated') {
        await remember(d.teamId, d.name);
        actor = await nameOf(d.createdBy);
        subject = d.name;
      } else {
        actor = await nameOf(d.addedBy);
        subject = (await nameOf(d.memberId)) ?? 'A member';
      }
    } else {
      institutionId = institutionIdOfStream(event.streamId);
      if (event.type === 'InstitutionCreated') {
        actor = null;
        subject = (data as unknown as InstitutionCreated['data']).name;
      } else {
        if (event.type === 'MemberInvited') {
          const d = data as unknown as MemberInvited['data'];
          await remember(d.memberId, d.email);
        }
        actor = event.type === 'InvitationAccepted' ? null : await nameOf(data.invitedBy ?? data.by);
        subject = (await nameOf(data.memberId)) ?? 'A member';
      }
    }
    if (!institutionId) return;
    await tx.query(
      `insert into institution_activity (id, institution_id, kind, actor_email, subject, at, log_commit, log_prepare)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
      [event.id, institutionId, KIND_OF[event.type], actor, subject, at, event.position.commit.toString(), event.position.prepare.toString()],
    );
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate institution_activity, institution_activity_names');
  }
}
