import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { TEAM_LIBRARY_EVENT_TYPES, type TeamLibraryPaperAdded } from '../team-library.js';

/** `team_library_papers`: each team's shared library. */
@Injectable()
export class TeamLibraryProjection implements Projection {
  static readonly NAME = 'team-library';
  readonly name = TeamLibraryProjection.NAME;
  readonly eventTypes = TEAM_LIBRARY_EVENT_TYPES;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const d = event.data as unknown as TeamLibraryPaperAdded['data'];
    await tx.query(
      `insert into team_library_papers (team_id, paper_id, title, note, source, message_id, member_id, user_id, added_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing`,
      [d.teamId, d.paperId, d.title, d.note, d.source, d.messageId, d.memberId, d.userId, d.at],
    );
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate team_library_papers');
  }
}
