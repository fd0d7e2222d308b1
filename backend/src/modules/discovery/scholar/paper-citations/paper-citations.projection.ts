import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { type CitationLinksFetched, paperIdOfCitationLinksStream } from '../citation-links.js';

/** `paper_citation_links`: each paper's latest fetched references and citing works. */
@Injectable()
export class PaperCitationsProjection implements Projection {
  static readonly NAME = 'paper-citation-links';
  readonly name = PaperCitationsProjection.NAME;
  readonly eventTypes = ['CitationLinksFetched'];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const paperId = paperIdOfCitationLinksStream(event.streamId);
    if (!paperId) return;
    const d = event.data as unknown as CitationLinksFetched['data'];
    await tx.query(
      `insert into paper_citation_links (paper_id, work_id, links, fetched_at) values ($1, $2, $3, $4)
       on conflict (paper_id) do update set work_id = excluded.work_id, links = excluded.links, fetched_at = excluded.fetched_at`,
      [paperId, d.workId, JSON.stringify({ references: d.references, citations: d.citations }), d.fetchedAt],
    );
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate paper_citation_links');
  }
}
