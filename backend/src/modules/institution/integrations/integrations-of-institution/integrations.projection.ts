/**
 * The institution's integrations, their results, deliveries, pipelines and linked ORCID works
 * (`integrations`, `integration_results`, `integration_deliveries`, `integration_pipelines`,
 * `integration_orcid_works`), from this context's own events. Secrets never reach these tables:
 * only the names of the secret fields, so the panel can show them masked.
 */
import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { DELIVERY_EVENT_TYPES, type DeliveryEvent } from '../delivery.js';
import { INTEGRATION_EVENT_TYPES, type IntegrationEvent } from '../integration.js';
import { PIPELINE_EVENT_TYPES, type PipelineEvent } from '../pipeline.js';

@Injectable()
export class IntegrationsProjection implements Projection {
  static readonly NAME = 'integrations';
  readonly name = IntegrationsProjection.NAME;
  readonly eventTypes = [...INTEGRATION_EVENT_TYPES, ...DELIVERY_EVENT_TYPES, ...PIPELINE_EVENT_TYPES];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const e = { type: event.type, data: event.data } as unknown as IntegrationEvent | DeliveryEvent | PipelineEvent;
    switch (e.type) {
      case 'IntegrationConnected': {
        const d = e.data;
        await tx.query(
          `insert into integrations (id, institution_id, template_id, name, status, config, secret_fields, sync_frequency, connected_at, connected_by)
           values ($1, $2, $3, $4, 'connected', $5, $6, $7, $8, $9) on conflict (id) do nothing`,
          [d.integrationId, d.institutionId, d.templateId, d.name, JSON.stringify(d.config), Object.keys(d.secrets), d.syncFrequency, d.at, d.byEmail ?? d.byUserId],
        );
        return;
      }
      case 'IntegrationConfigured':
        await tx.query(
          `update integrations set config = $2, secret_fields = (select array(select distinct unnest(secret_fields || $3::text[]))), sync_frequency = $4 where id = $1`,
          [e.data.integrationId, JSON.stringify(e.data.config), Object.keys(e.data.secrets), e.data.syncFrequency],
        );
        return;
      case 'IntegrationDisconnected':
        await tx.query(`update integrations set status = 'disconnected' where id = $1`, [e.data.integrationId]);
        return;
      case 'IntegrationSynced': {
        const d = e.data;
        await tx.query(
          `update integrations set last_sync = $2, last_sync_ok = $3, last_sync_message = $4, last_sync_records = $5,
             incoming = incoming + case when $6 = 'incoming' and $3 then $5 else 0 end,
             outgoing = outgoing + case when $6 = 'outgoing' and $3 then $5 else 0 end
           where id = $1`,
          [d.integrationId, d.at, d.ok, d.message, d.recordsProcessed, d.direction],
        );
        await this.result(tx, d.integrationId, event.id, 'sync', d.ok, d.at);
        return;
      }
      case 'OrcidWorksLinked':
        for (const w of e.data.works) {
          await tx.query(
            `insert into integration_orcid_works (integration_id, orcid, put_code, title, year, doi, work_type) values ($1, $2, $3, $4, $5, $6, $7)
             on conflict (integration_id, orcid, put_code) do update set title = excluded.title, year = excluded.year, doi = excluded.doi, work_type = excluded.work_type`,
            [e.data.integrationId, w.orcid, w.putCode, w.title, w.year, w.doi, w.type],
          );
        }
        return;
      case 'IntegrationDeliveryRequested': {
        const d = e.data;
        await tx.query(
          `insert into integration_deliveries (id, integration_id, institution_id, event, summary, status, attempts, requested_at)
           values ($1, $2, $3, $4, $5, 'pending', 0, $6) on conflict (id) do nothing`,
          [d.deliveryId, d.integrationId, d.institutionId, d.event, d.summary, d.at],
        );
        return;
      }
      case 'IntegrationDeliveryAttempted': {
        const d = e.data;
        await tx.query(
          `update integration_deliveries set attempts = greatest(attempts, $2), status = $3, last_response_status = $4, last_response = $5, last_attempt_at = $6 where id = $1`,
          [d.deliveryId, d.attempt, d.ok ? 'delivered' : d.final ? 'failed' : 'pending', d.responseStatus, d.response, d.at],
        );
        await tx.query(`update integrations set outgoing = outgoing + $2 where id = $1`, [d.integrationId, d.ok ? 1 : 0]);
        await this.result(tx, d.integrationId, event.id, 'delivery', d.ok, d.at);
        return;
      }
      case 'PipelineCreated': {
        const d = e.data;
        await tx.query(
          `insert into integration_pipelines (id, institution_id, name, source, integration_id, schedule, transformations, status, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, 'active', $8) on conflict (id) do nothing`,
          [d.pipelineId, d.institutionId, d.name, d.source, d.integrationId, d.schedule, JSON.stringify(d.transformations), d.at],
        );
        return;
      }
      case 'PipelinePaused':
      case 'PipelineResumed':
        await tx.query('update integration_pipelines set status = $2 where id = $1', [e.data.pipelineId, e.type === 'PipelinePaused' ? 'paused' : 'active']);
        return;
      case 'PipelineRunRecorded': {
        const d = e.data;
        await tx.query(
          `update integration_pipelines set last_run = $2, last_run_message = $3, runs = runs + 1, failed_runs = failed_runs + case when $4 then 0 else 1 end,
             records_processed = records_processed + case when $4 then $5 else 0 end where id = $1`,
          [d.pipelineId, d.at, d.message, d.ok, d.recordsProcessed],
        );
        return;
      }
    }
  }

  private async result(tx: PoolClient, integrationId: string, eventId: string, kind: string, ok: boolean, at: string): Promise<void> {
    await tx.query('insert into integration_results (integration_id, event_id, kind, ok, at) values ($1, $2, $3, $4, $5) on conflict do nothing', [integrationId, eventId, kind, ok, at]);
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate integrations, integration_results, integration_deliveries, integration_pipelines, integration_orcid_works');
  }
}
