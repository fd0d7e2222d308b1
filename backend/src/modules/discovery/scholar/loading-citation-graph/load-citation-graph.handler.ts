import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CITATION_LINKS_LIMIT, type CitationGraphAnswer, type Paper } from '@scholarlens/contracts';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { OpenAlexClient } from '../../../../platform/external/openalex/openalex.client.js';
import { type OpenAlexWork, shortWorkId } from '../../../../platform/external/openalex/openalex-work.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { liveAccessError } from '../live-works/live-access-error.js';
import { PaperByIdQuery } from '../ports.js';
import { type CitationLinksFetched, type StoredCitationLink, citationLinksStreamId, toCitationLink } from '../citation-links.js';
import { LoadCitationGraphCommand } from './load-citation-graph.command.js';
import { PaperCitationsProjection } from '../paper-citations/paper-citations.projection.js';

export const CITATIONS_NEED_LIVE_ACCESS = 'References and citations need live research access: no OpenAlex API key is configured (set OPENALEX_API_KEY).';
export const NOT_IN_OPENALEX = 'OpenAlex does not know this paper, so its references and citations are not available.';

interface StoredLinks {
  work_id: string;
  links: { references: { count: number; items: StoredCitationLink[] }; citations: { count: number; items: StoredCitationLink[] } };
  fetched_at: Date;
}

@CommandHandler(LoadCitationGraphCommand)
export class LoadCitationGraphHandler implements ICommandHandler<LoadCitationGraphCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(OpenAlexClient) private readonly openAlex: OpenAlexClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ paperId, refresh }: LoadCitationGraphCommand): Promise<CitationGraphAnswer> {
    const paper = await this.queryBus.execute(new PaperByIdQuery(paperId));
    if (!paper) throw new DomainError('not-found', 'Paper not found');
    const stored = await this.stored(paperId);
    const fresh = stored && Date.now() - stored.fetched_at.getTime() < this.config.openAlex.citationsMaxAgeHours * 3_600_000;
    if (stored && fresh && !refresh) return this.answer(stored);
    // Without live access, lists fetched earlier are still what is known (their date says how old).
    if (!this.openAlex.hasApiKey) return stored ? this.answer(stored) : empty('not-configured', CITATIONS_NEED_LIVE_ACCESS);
    try {
      const work = await this.workOf(paper);
      if (!work) return empty('not-found', NOT_IN_OPENALEX);
      const workId = shortWorkId(work.id);
      const list = (filter: string) => this.openAlex.works({ filters: [`${filter}:${workId}`], sort: 'cited_by_count:desc', perPage: CITATION_LINKS_LIMIT });
      const [references, citations] = await Promise.all([list('cited_by'), list('cites')]);
      const event: CitationLinksFetched = {
        type: 'CitationLinksFetched',
        data: {
          workId,
          references: { count: references.count, items: references.works.map(toCitationLink) },
          citations: { count: citations.count, items: citations.works.map(toCitationLink) },
          fetchedAt: new Date().toISOString(),
        },
      };
      const { position } = await this.store.append(citationLinksStreamId(paperId), [event], 'any');
      await this.readYourWrites.waitFor([PaperCitationsProjection.NAME], position);
      const recorded = await this.stored(paperId);
      if (!recorded) throw new Error(`The citation links of ${paperId} were recorded but are not readable`);
      return this.answer(recorded);
    } catch (err) {
      throw liveAccessError(err);
    }
  }

  /** OpenAlex's work for a catalog paper: by its OpenAlex id, its DOI, else its arXiv DOI. */
  private async workOf(paper: Paper): Promise<OpenAlexWork | null> {
    for (const id of [paper.openAlexId, paper.doi, paper.arxivId ? `10.48550/arXiv.${paper.arxivId}` : null]) {
      if (!id) continue;
      const work = await this.openAlex.work(id);
      if (work) return work;
    }
    return null;
  }

  private async stored(paperId: string): Promise<StoredLinks | null> {
    const { rows } = await this.pool.query<StoredLinks>('select work_id, links, fetched_at from paper_citation_links where paper_id = $1', [paperId]);
    return rows[0] ?? null;
  }

  /** The stored lists, each work linked to its catalog page when the catalog has it (by arXiv id or DOI). */
  private async answer(stored: StoredLinks): Promise<CitationGraphAnswer> {
    const items = [...stored.links.references.items, ...stored.links.citations.items];
    const arxivIds = items.map((i) => i.arxivId).filter((x): x is string => Boolean(x));
    const dois = items.map((i) => i.doi).filter((x): x is string => Boolean(x));
    const { rows } = await this.pool.query<{ id: string; arxiv_id: string | null; doi: string | null }>(
      'select id, arxiv_id, lower(doi) as doi from papers where arxiv_id = any($1::text[]) or lower(doi) = any($2::text[])',
      [arxivIds, dois],
    );
    const byArxiv = new Map(rows.filter((r) => r.arxiv_id).map((r) => [r.arxiv_id as string, r.id]));
    const byDoi = new Map(rows.filter((r) => r.doi).map((r) => [r.doi as string, r.id]));
    const link = (i: StoredCitationLink) => ({ ...i, paperId: (i.arxivId && byArxiv.get(i.arxivId)) || (i.doi && byDoi.get(i.doi)) || null });
    return {
      status: 'ready',
      message: null,
      source: 'OpenAlex',
      workId: stored.work_id,
      fetchedAt: stored.fetched_at.toISOString(),
      references: { count: stored.links.references.count, items: stored.links.references.items.map(link) },
      citations: { count: stored.links.citations.count, items: stored.links.citations.items.map(link) },
    };
  }
}

function empty(status: 'not-configured' | 'not-found', message: string): CitationGraphAnswer {
  return { status, message, source: 'OpenAlex', workId: null, fetchedAt: null, references: { count: 0, items: [] }, citations: { count: 0, items: [] } };
}
