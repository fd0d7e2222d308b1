import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { TEAM_EVENT_TYPES, type TeamCreated, type TeamMemberAdded } from '../team.js';

/** `research_teams` and `research_team_members`: an institution's teams (spec inst §2 Teams tab) and who is in each. */
@Injectable()
export class TeamsByInstitutionProjection implements Projection {
  static readonly NAME = 'research-teams';
  readonly name = TeamsByInstitutionProjection.NAME;
  readonly eventTypes = TEAM_EVENT_TYPES;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    if (event.type === 'TeamCreated') {
      const d = event.data as unknown as TeamCreated['data'];
      await tx.query(
        `insert into research_teams (id, institution_id, name, description, department, is_public, max_members, created_by, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (id) do nothing`,
        [d.teamId, d.institutionId, d.name, d.description, d.department, d.isPublic, d.maxMembers, d.createdBy, d.at],
      );
      await tx.query(`insert into research_team_members (team_id, member_id, role, added_at) values ($1, $2, 'admin', $3) on conflict do nothing`, [
        d.teamId,
        d.createdBy,
        d.at,
      ]);
    } else if (event.type === 'TeamMemberAdded') {
      const d = event.data as unknown as TeamMemberAdded['data'];
      await tx.query('insert into research_team_members (team_id, member_id, role, added_at) values ($1, $2, $3, $4) on conflict do nothing', [
        d.teamId,
        d.memberId,
        d.role,
        d.at,
      ]);
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate research_teams, research_team_members');
  }
}
