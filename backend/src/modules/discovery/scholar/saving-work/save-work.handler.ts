import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { OpenAlexClient } from '../../../../platform/external/openalex/openalex.client.js';
import { type CatalogWork, toCatalogWork } from '../../../../platform/external/openalex/openalex-work.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { liveAccessError } from '../live-works/live-access-error.js';
import { PAPERS_PROJECTION, PaperIngestion, openAlexPaperKey, paperIdFor, paperKeyOf } from '../ports.js';
import { catalogRecordOf } from './catalog-record-of-work.js';
import { type SaveWorkAnswer, SaveWorkCommand } from './save-work.command.js';

export const WORK_NOT_FOUND = 'Work not found in OpenAlex';
const ALREADY_IN_CATALOG = 'This paper is already in ScholarLens';

/**
 * Loads the work from OpenAlex (a single work: no key needed), finds it in the catalog by arXiv id,
 * OpenAlex id or DOI, and otherwise imports its catalog record through the catalog's ingestion
 * (idempotent, event-sourced); answers once the catalog's read model shows the paper.
 */
@CommandHandler(SaveWorkCommand)
export class SaveWorkHandler implements ICommandHandler<SaveWorkCommand> {
  constructor(
    @Inject(OpenAlexClient) private readonly openAlex: OpenAlexClient,
    @Inject(PaperIngestion) private readonly ingestion: PaperIngestion,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute({ workId, userId }: SaveWorkCommand): Promise<SaveWorkAnswer> {
    let work: CatalogWork;
    try {
      const raw = await this.openAlex.work(workId);
      if (!raw) throw new DomainError('not-found', WORK_NOT_FOUND);
      work = toCatalogWork(raw);
    } catch (err) {
      throw liveAccessError(err);
    }
    // A work the catalog has (same arXiv id, OpenAlex id or DOI) is not imported twice.
    const match = await this.catalogMatch(work);
    if (match) return { paperId: match.paperId, status: 'already-in-catalog', message: ALREADY_IN_CATALOG };
    const record = catalogRecordOf(work);
    const result = await this.ingestion.ingest([record], { source: 'openalex', userId });
    if (result.position) await this.readYourWrites.waitFor([PAPERS_PROJECTION], result.position);
    const paperId = paperIdFor(paperKeyOf(record));
    return result.new > 0
      ? { paperId, status: 'imported', message: 'Saved to ScholarLens' }
      : { paperId, status: 'already-in-catalog', message: ALREADY_IN_CATALOG };
  }

  /** The catalog paper with the work's arXiv id or OpenAlex id, else with its DOI. */
  private async catalogMatch(work: CatalogWork): Promise<{ paperId: string } | null> {
    const ids = [...(work.arxivId ? [paperIdFor(work.arxivId)] : []), paperIdFor(openAlexPaperKey(work.id))];
    const { rows } = await this.pool.query<{ id: string }>(
      `select id from papers where id = any($1::text[])
       union all
       (select id from papers where $2::text is not null and lower(doi) = $2::text limit 1)
       limit 1`,
      [ids, work.doi],
    );
    return rows[0] ? { paperId: rows[0].id } : null;
  }
}
