/**
 * A connection of an institution to an external service (stream `integration-<id>`, spec inst §3
 * "Integration"): connected from a template with a configuration whose secrets are sealed under
 * the institution's data key before they reach the event (platform/sealing), reconfigured,
 * disconnected; each sync (manual or a pipeline's run) records its outcome, and an ORCID sync the
 * works it linked.
 */
import type { SyncFrequency } from '@scholarlens/contracts';
import type { ConfigValue, TemplateId } from './template-catalogue.js';

export interface OrcidWork {
  orcid: string;
  putCode: string;
  title: string;
  year: number | null;
  doi: string | null;
  type: string | null;
}

export type IntegrationConnected = {
  type: 'IntegrationConnected';
  data: {
    integrationId: string;
    institutionId: string;
    templateId: TemplateId;
    name: string;
    config: Record<string, ConfigValue>;
    /** Each secret field's sealed form (`sealed:v1:…`); never the typed value. */
    secrets: Record<string, string>;
    syncFrequency: SyncFrequency;
    byUserId: string | null;
    byEmail: string | null;
    at: string;
  };
};
export type IntegrationConfigured = {
  type: 'IntegrationConfigured';
  data: {
    integrationId: string;
    institutionId: string;
    config: Record<string, ConfigValue>;
    /** Only the secrets that changed, sealed; the others stay as they were. */
    secrets: Record<string, string>;
    syncFrequency: SyncFrequency;
    byUserId: string | null;
    at: string;
  };
};
export type IntegrationDisconnected = { type: 'IntegrationDisconnected'; data: { integrationId: string; institutionId: string; byUserId: string | null; at: string } };
export type IntegrationSynced = {
  type: 'IntegrationSynced';
  data: {
    integrationId: string;
    institutionId: string;
    syncId: string;
    ok: boolean;
    recordsProcessed: number;
    message: string;
    /** Records read from the service (incoming) or written to it (outgoing). */
    direction: 'incoming' | 'outgoing';
    pipelineId: string | null;
    durationMs: number;
    at: string;
  };
};
export type OrcidWorksLinked = { type: 'OrcidWorksLinked'; data: { integrationId: string; institutionId: string; works: OrcidWork[]; at: string } };

export type IntegrationEvent = IntegrationConnected | IntegrationConfigured | IntegrationDisconnected | IntegrationSynced | OrcidWorksLinked;
export const INTEGRATION_EVENT_TYPES = ['IntegrationConnected', 'IntegrationConfigured', 'IntegrationDisconnected', 'IntegrationSynced', 'OrcidWorksLinked'] as const;

export type IntegrationState =
  | { status: 'none' }
  | {
      status: 'connected' | 'disconnected';
      integrationId: string;
      institutionId: string;
      templateId: TemplateId;
      name: string;
      config: Record<string, ConfigValue>;
      secrets: Record<string, string>;
      syncFrequency: SyncFrequency;
      connectedAt: string;
      syncIds: readonly string[];
    };
export type ExistingIntegration = Exclude<IntegrationState, { status: 'none' }>;

export const initialIntegrationState: IntegrationState = { status: 'none' };

export function evolve(state: IntegrationState, event: IntegrationEvent): IntegrationState {
  switch (event.type) {
    case 'IntegrationConnected': {
      const d = event.data;
      return {
        status: 'connected',
        integrationId: d.integrationId,
        institutionId: d.institutionId,
        templateId: d.templateId,
        name: d.name,
        config: d.config,
        secrets: d.secrets,
        syncFrequency: d.syncFrequency,
        connectedAt: d.at,
        syncIds: [],
      };
    }
    case 'IntegrationConfigured':
      return state.status === 'none'
        ? state
        : { ...state, config: event.data.config, secrets: { ...state.secrets, ...event.data.secrets }, syncFrequency: event.data.syncFrequency };
    case 'IntegrationDisconnected':
      return state.status === 'none' ? state : { ...state, status: 'disconnected' };
    case 'IntegrationSynced':
      return state.status === 'none' ? state : { ...state, syncIds: [...state.syncIds, event.data.syncId] };
    case 'OrcidWorksLinked':
      return state;
  }
}

export function integrationStreamId(integrationId: string): string {
  return `integration-${integrationId}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Integration, pipeline and delivery ids are UUIDs: anything else names none (404) without reading a stream. */
export const isUuid = (id: string) => UUID.test(id);
