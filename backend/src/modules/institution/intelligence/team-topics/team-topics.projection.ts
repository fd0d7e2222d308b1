import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import type { MessagePostedData, TeamCreatedData } from '../ports.js';

/**
 * A team's topics: the arXiv categories of the papers shared in its channels (a share is the team
 * saying "this is ours"), each from its first share. Teams (name, department) from TeamCreated. The
 * shared paper's categories are read from the catalog's read model: a share names a catalogued paper.
 */
@Injectable()
export class TeamTopicsProjection implements Projection {
  static readonly NAME = 'intelligence-team-topics';
  readonly name = TeamTopicsProjection.NAME;
  readonly eventTypes = ['TeamCreated', 'MessagePosted'];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    if (event.type === 'TeamCreated') {
      const d = event.data as unknown as TeamCreatedData;
      await tx.query('insert into intelligence_teams (team_id, institution_id, name, department) values ($1, $2, $3, $4) on conflict do nothing', [
        d.teamId,
        d.institutionId,
        d.name,
        d.department,
      ]);
      return;
    }
    const d = event.data as unknown as MessagePostedData;
    if (d.messageType !== 'paper_share' || !d.metadata?.paperId) return;
    await tx.query(
      `insert into intelligence_team_topics (team_id, category, since)
       select $1, c.code, $3 from papers p cross join lateral jsonb_array_elements_text(p.categories) as c(code) where p.id = $2
       on conflict (team_id, category) do update set since = least(intelligence_team_topics.since, excluded.since)`,
      [d.teamId, d.metadata.paperId, d.at],
    );
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate intelligence_teams, intelligence_team_topics');
  }
}
