/**
 * Reads of the integrations read model: the institution's integrations (secrets masked, uptime
 * computed from the last 30 days of sync and delivery results), one integration's deliveries, the
 * pipelines, and how many institutions connected each template (the catalogue's popularity).
 */
import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Integration, IntegrationDelivery, IntegrationStatus, Pipeline, PipelineSchedule, PipelineSource, SyncFrequency } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { bareDoi } from '../../../../platform/external/openalex/openalex-work.js';
import { type ConfigValue, MASK, templateOf } from '../template-catalogue.js';

interface IntegrationRow {
  id: string;
  template_id: string;
  name: string;
  status: IntegrationStatus;
  config: Record<string, ConfigValue>;
  secret_fields: string[];
  sync_frequency: SyncFrequency;
  connected_at: Date;
  connected_by: string | null;
  last_sync: Date | null;
  last_sync_ok: boolean | null;
  last_sync_message: string | null;
  last_sync_records: number | null;
  incoming: number;
  outgoing: number;
  ok_results: string;
  failed_results: string;
}

const UPTIME_WINDOW = "interval '30 days'";

function toIntegration(r: IntegrationRow): Integration {
  const t = templateOf(r.template_id);
  const okResults = Number(r.ok_results);
  const failed = Number(r.failed_results);
  const masked: Record<string, ConfigValue> = { ...r.config };
  for (const f of r.secret_fields) masked[f] = MASK;
  return {
    id: r.id,
    templateId: r.template_id,
    name: r.name,
    description: t?.description ?? '',
    category: t?.category ?? 'collaboration',
    provider: t?.provider ?? '',
    status: r.status,
    lastSync: r.last_sync?.toISOString() ?? null,
    lastSyncResult: r.last_sync ? { ok: r.last_sync_ok === true, message: r.last_sync_message ?? '', recordsProcessed: r.last_sync_records ?? 0 } : null,
    dataFlow: { incoming: r.incoming, outgoing: r.outgoing },
    features: t?.features ?? [],
    config: masked,
    syncFrequency: r.sync_frequency,
    connectedAt: r.connected_at.toISOString(),
    connectedBy: r.connected_by,
    uptime: okResults + failed > 0 ? Math.round((okResults / (okResults + failed)) * 1000) / 10 : null,
    results: { ok: okResults, failed },
  };
}

const SELECT = `select i.*,
  (select count(*) from integration_results r where r.integration_id = i.id and r.ok and r.at > now() - ${UPTIME_WINDOW}) as ok_results,
  (select count(*) from integration_results r where r.integration_id = i.id and not r.ok and r.at > now() - ${UPTIME_WINDOW}) as failed_results
  from integrations i`;

/** The institution's integrations, connected first, newest first; or one of them (null: none of its own). */
export class IntegrationsQuery extends Query<Integration[]> {
  constructor(
    readonly institutionId: string,
    readonly integrationId: string | null = null,
  ) {
    super();
  }
}

@QueryHandler(IntegrationsQuery)
export class IntegrationsHandler implements IQueryHandler<IntegrationsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, integrationId }: IntegrationsQuery): Promise<Integration[]> {
    const { rows } = await this.pool.query<IntegrationRow>(
      `${SELECT} where i.institution_id = $1 and ($2::uuid is null or i.id = $2) order by (i.status = 'connected') desc, i.connected_at desc, i.id limit 500`,
      [institutionId, integrationId],
    );
    return rows.map(toIntegration);
  }
}

/** Connected integrations of the institution that receive events (the delivery rule's targets), with their event choice. */
export class EventTargetsQuery extends Query<{ id: string; templateId: string; events: string[]; connectedAt: Date }[]> {
  constructor(readonly institutionId: string) {
    super();
  }
}

@QueryHandler(EventTargetsQuery)
export class EventTargetsHandler implements IQueryHandler<EventTargetsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId }: EventTargetsQuery) {
    const { rows } = await this.pool.query<{ id: string; template_id: string; config: Record<string, ConfigValue>; connected_at: Date }>(
      `select id, template_id, config, connected_at from integrations where institution_id = $1 and status = 'connected' and template_id = any($2)`,
      [institutionId, ['webhook', 'slack', 'teams']],
    );
    return rows.map((r) => ({ id: r.id, templateId: r.template_id, events: Array.isArray(r.config.events) ? r.config.events : [], connectedAt: r.connected_at }));
  }
}

/**
 * The DOIs the institution's connected ORCID integrations read from these ORCID iDs, bare and lower
 * case, by iD: the works a member lists on their own ORCID record (analytics counts them for the
 * department of the member who linked that iD).
 */
export class OrcidWorkDoisQuery extends Query<Map<string, Set<string>>> {
  constructor(
    readonly institutionId: string,
    readonly orcids: readonly string[],
  ) {
    super();
  }
}

@QueryHandler(OrcidWorkDoisQuery)
export class OrcidWorkDoisHandler implements IQueryHandler<OrcidWorkDoisQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, orcids }: OrcidWorkDoisQuery): Promise<Map<string, Set<string>>> {
    const byOrcid = new Map<string, Set<string>>();
    if (orcids.length === 0) return byOrcid;
    const { rows } = await this.pool.query<{ orcid: string; doi: string }>(
      `select w.orcid, w.doi from integration_orcid_works w join integrations i on i.id = w.integration_id
        where i.institution_id = $1 and i.status = 'connected' and i.template_id = 'orcid' and w.orcid = any($2::text[]) and w.doi is not null`,
      [institutionId, orcids],
    );
    for (const r of rows) {
      const doi = bareDoi(r.doi);
      if (doi) byOrcid.set(r.orcid, (byOrcid.get(r.orcid) ?? new Set()).add(doi));
    }
    return byOrcid;
  }
}

/** How many integrations of each template are connected, across institutions. */
export class TemplatePopularityQuery extends Query<Map<string, number>> {}

@QueryHandler(TemplatePopularityQuery)
export class TemplatePopularityHandler implements IQueryHandler<TemplatePopularityQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<Map<string, number>> {
    const { rows } = await this.pool.query<{ template_id: string; n: string }>(`select template_id, count(*) as n from integrations where status = 'connected' group by template_id`);
    return new Map(rows.map((r) => [r.template_id, Number(r.n)]));
  }
}

/** An integration's deliveries, newest first (the delivery log). */
export class DeliveriesQuery extends Query<IntegrationDelivery[]> {
  constructor(
    readonly institutionId: string,
    readonly integrationId: string,
  ) {
    super();
  }
}

@QueryHandler(DeliveriesQuery)
export class DeliveriesHandler implements IQueryHandler<DeliveriesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, integrationId }: DeliveriesQuery): Promise<IntegrationDelivery[]> {
    const { rows } = await this.pool.query(
      `select * from integration_deliveries where institution_id = $1 and integration_id = $2 order by requested_at desc, id limit 100`,
      [institutionId, integrationId],
    );
    return rows.map((r) => ({
      id: r.id,
      integrationId: r.integration_id,
      event: r.event,
      summary: r.summary,
      status: r.status,
      attempts: r.attempts,
      lastResponseStatus: r.last_response_status,
      lastResponse: r.last_response,
      lastAttemptAt: r.last_attempt_at?.toISOString() ?? null,
      requestedAt: r.requested_at.toISOString(),
    }));
  }
}

interface PipelineRow {
  id: string;
  name: string;
  source: PipelineSource;
  integration_id: string;
  integration_name: string | null;
  schedule: PipelineSchedule;
  transformations: string[];
  status: 'active' | 'paused';
  last_run: Date | null;
  last_run_message: string | null;
  records_processed: number;
  runs: number;
  failed_runs: number;
}

/** The institution's pipelines, newest first; or one of them. */
export class PipelinesQuery extends Query<Pipeline[]> {
  constructor(
    readonly institutionId: string,
    readonly pipelineId: string | null = null,
  ) {
    super();
  }
}

@QueryHandler(PipelinesQuery)
export class PipelinesHandler implements IQueryHandler<PipelinesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, pipelineId }: PipelinesQuery): Promise<Pipeline[]> {
    const { rows } = await this.pool.query<PipelineRow>(
      `select p.*, i.name as integration_name from integration_pipelines p left join integrations i on i.id = p.integration_id
       where p.institution_id = $1 and ($2::uuid is null or p.id = $2) order by p.created_at desc, p.id limit 500`,
      [institutionId, pipelineId],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      source: r.source,
      destination: { integrationId: r.integration_id, name: r.integration_name ?? '—' },
      schedule: r.schedule,
      lastRun: r.last_run?.toISOString() ?? null,
      recordsProcessed: r.records_processed,
      transformations: r.transformations,
      errorRate: r.runs > 0 ? Math.round((r.failed_runs / r.runs) * 1000) / 10 : 0,
      runs: r.runs,
      status: r.status,
      lastRunMessage: r.last_run_message,
    }));
  }
}
