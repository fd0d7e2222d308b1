import { Inject, Injectable } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Pool, PoolClient } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import type { AnalyticsSourceConfigured } from '../analytics.js';

/** The institutions with a configured source (`analytics_sources`): the daily sync starts one sync per row, without reading the event log. */
@Injectable()
export class AnalyticsSourcesProjection implements Projection {
  static readonly NAME = 'analytics-sources';
  readonly name = AnalyticsSourcesProjection.NAME;
  readonly eventTypes = ['AnalyticsSourceConfigured'];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const d = event.data as unknown as AnalyticsSourceConfigured['data'];
    await tx.query(
      `insert into analytics_sources (institution_id, open_alex_id, name, configured_at) values ($1, $2, $3, $4)
       on conflict (institution_id) do update set open_alex_id = excluded.open_alex_id, name = excluded.name, configured_at = excluded.configured_at`,
      [d.institutionId, d.openAlexId, d.name, d.at],
    );
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate analytics_sources');
  }
}

/** Institution ids with a configured analytics source. */
export class ConfiguredInstitutionsQuery extends Query<string[]> {}

@QueryHandler(ConfiguredInstitutionsQuery)
export class ConfiguredInstitutionsHandler implements IQueryHandler<ConfiguredInstitutionsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<string[]> {
    const { rows } = await this.pool.query<{ institution_id: string }>('select institution_id from analytics_sources order by institution_id');
    return rows.map((r) => r.institution_id);
  }
}
