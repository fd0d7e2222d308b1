/**
 * GET /api/admin/databases/status (polled every 3 s): each real source with the records the
 * catalog holds from it, whether it is configured, its last check (never probed here: connect
 * does that), and its cost and legal status from configuration. Totals count configured sources.
 * Plus the progress of the latest S3 bulk PDF download.
 */
import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { DatabaseConnection, DatabaseStatus } from '@scholarlens/contracts';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { downloadStatus } from '../arxiv-pdf-download.js';
import { DATA_SOURCES, costAndLegal } from '../data-sources.js';
import { currentPdfDownload } from './arxiv-pdf-download.projection.js';

export class DatabaseStatusQuery extends Query<DatabaseStatus> {}

/** The ingestion source (PaperImported metadata) of each data source's papers. */
const PAPER_SOURCES: Record<string, string> = { 'arxiv-api': 'arxiv-sync', 'arxiv-oai-pmh': 'oai-pmh', openalex: 'openalex' };

@QueryHandler(DatabaseStatusQuery)
export class DatabaseStatusHandler implements IQueryHandler<DatabaseStatusQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<DatabaseStatus> {
    const [bySource, summaries, checks, pdfDownload] = await Promise.all([
      this.pool.query<{ source: string; n: number }>('select source, papers as n from data_source_records'),
      this.pool.query<{ n: number }>('select coalesce(sum(summaries), 0)::bigint as n from paper_stats'),
      this.pool.query<{ id: string; configured: boolean; reachable: boolean; latency_ms: number | null; last_error: string | null; checked_at: Date }>(
        'select * from data_sources',
      ),
      currentPdfDownload(this.pool),
    ]);
    const records = new Map(bySource.rows.map((r) => [r.source, Number(r.n)]));
    const checked = new Map(checks.rows.map((r) => [r.id, r]));
    const connections: DatabaseConnection[] = DATA_SOURCES.map((def) => {
      const configured = def.configured(this.config);
      const check = checked.get(def.id);
      const { costEstimate, legalStatus } = costAndLegal(def, this.config);
      const totalRecords = def.id === 'llm' ? Number(summaries.rows[0]?.n ?? 0) : (records.get(PAPER_SOURCES[def.id]) ?? 0);
      const status: DatabaseConnection['status'] = !configured ? 'not_configured' : !check ? 'unchecked' : check.reachable ? 'connected' : 'disconnected';
      return {
        id: def.id,
        name: def.name,
        description: def.description,
        type: def.type,
        status,
        configured,
        reachable: check ? check.reachable : null,
        totalRecords,
        costEstimate,
        legalStatus,
        checkedAt: check?.checked_at.toISOString() ?? null,
        lastError: check?.last_error ?? null,
        latencyMs: check?.latency_ms ?? null,
      };
    });
    const inUse = connections.filter((c) => c.configured);
    return {
      totalConnections: inUse.length,
      activeConnections: inUse.filter((c) => c.status === 'connected').length,
      // Records the data sources hold in the catalog (papers by ingestion source); the AI provider's
      // summaries are shown on its own row but are not records of a database.
      totalRecords: connections.filter((c) => c.id in PAPER_SOURCES).reduce((n, c) => n + c.totalRecords, 0),
      totalCost: inUse.reduce((n, c) => n + c.costEstimate, 0),
      legalCompliance: inUse.length ? inUse.filter((c) => c.legalStatus === 'fully_authorized').length / inUse.length : 0,
      connections,
      s3Configured: this.config.admin.arxivS3 !== null,
      s3Download: pdfDownload ? downloadStatus(pdfDownload) : null,
    };
  }
}
