/**
 * What every integration's client does (docs/ARCHITECTURE.md §8: a real HTTP client per service):
 * `check` a configuration against the service before it is called connected (a refusal names the
 * field), `sync` moves data (a manual sync or a pipeline run, from a source), and event-driven
 * templates `deliver` one event. Clients get the secrets opened; they never log or return them.
 */
import type { PipelineSource } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import type { DeliveryEventName } from '../delivery.js';
import type { OrcidWork } from '../integration.js';
import type { ConfigValue, TemplateId } from '../template-catalogue.js';

export interface ConnectionSettings {
  config: Record<string, ConfigValue>;
  /** Opened secrets, by field. */
  secrets: Record<string, string>;
}

export interface OpenedIntegration extends ConnectionSettings {
  integrationId: string;
  institutionId: string;
  templateId: TemplateId;
  name: string;
}

export interface SyncOutcome {
  recordsProcessed: number;
  message: string;
  direction: 'incoming' | 'outgoing';
  linkedWorks?: OrcidWork[];
}

export interface DeliveryRequest {
  deliveryId: string;
  event: DeliveryEventName;
  summary: string;
  payload: Record<string, unknown>;
  at: string;
}

export interface DeliveryAnswer {
  ok: boolean;
  status: number | null;
  body: string;
}

export interface Connector {
  readonly templateId: TemplateId;
  check(settings: ConnectionSettings, institutionId: string): Promise<void>;
  sync(integration: OpenedIntegration, source: PipelineSource | null): Promise<SyncOutcome>;
  deliver?(integration: OpenedIntegration, delivery: DeliveryRequest): Promise<DeliveryAnswer>;
}

export const CONNECTORS = Symbol('INTEGRATION_CONNECTORS');

/** A refusal of the configuration by the service, naming the field to fix (400). */
export const refusedField = (field: string, message: string) => new DomainError('invalid', `config.${field}: ${message}`);

export const str = (v: ConfigValue | undefined): string => (Array.isArray(v) ? v.join(',') : (v ?? ''));
