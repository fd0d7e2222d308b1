/**
 * Papers the institution's teams share (`integration_shared_papers`): paper shares posted in a
 * team's chat (MessagePosted of type paper_share) and papers added to a team's library. Zotero
 * syncs and "new shares → Zotero" pipelines read it.
 */
import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import type { MessagePosted, TeamLibraryPaperAdded } from '../ports.js';

@Injectable()
export class SharedPapersProjection implements Projection {
  static readonly NAME = 'integration-shared-papers';
  readonly name = SharedPapersProjection.NAME;
  readonly eventTypes = ['MessagePosted', 'TeamLibraryPaperAdded'];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const e = { type: event.type, data: event.data } as unknown as MessagePosted | TeamLibraryPaperAdded;
    const insert = (institutionId: string, paperId: string, teamId: string, source: string, title: string, at: string) =>
      tx.query(
        `insert into integration_shared_papers (institution_id, paper_id, team_id, source, title, added_at) values ($1, $2, $3, $4, $5, $6)
         on conflict (institution_id, paper_id, team_id, source) do nothing`,
        [institutionId, paperId, teamId, source, title, at],
      );
    if (e.type === 'MessagePosted') {
      const d = e.data;
      if (d.messageType === 'paper_share' && d.metadata) await insert(d.institutionId, d.metadata.paperId, d.teamId, 'chat', d.metadata.paperTitle, d.at);
      return;
    }
    const d = e.data;
    await insert(d.institutionId, d.paperId, d.teamId, 'library', d.title, d.at);
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate integration_shared_papers');
  }
}
