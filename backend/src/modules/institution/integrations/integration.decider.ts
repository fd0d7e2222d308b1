/**
 * What an integration decides (pure; docs/ARCHITECTURE.md §3). Connecting needs a template and a
 * configuration the handler has already checked against it and against the service (I/O stays out
 * of here); only the institution's administrators act (the handler resolves who acts); sync
 * results are recorded once per sync id, so a retried job records nothing twice.
 */
import type { SyncFrequency } from '@scholarlens/contracts';
import { INTEGRATION_MESSAGES } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type IntegrationConnected,
  type IntegrationEvent,
  type IntegrationState,
  type IntegrationSynced,
  type OrcidWork,
  evolve,
  initialIntegrationState,
  integrationStreamId,
} from './integration.js';
import type { ConfigValue } from './template-catalogue.js';

export type ConnectIntegration = { type: 'ConnectIntegration'; data: IntegrationConnected['data'] };
export type ConfigureIntegration = {
  type: 'ConfigureIntegration';
  data: { institutionId: string; config: Record<string, ConfigValue>; secrets: Record<string, string>; syncFrequency: SyncFrequency; byUserId: string | null; at: string };
};
export type DisconnectIntegration = { type: 'DisconnectIntegration'; data: { institutionId: string; byUserId: string | null; at: string } };
export type RecordSync = { type: 'RecordSync'; data: Omit<IntegrationSynced['data'], 'integrationId' | 'institutionId'> & { linkedWorks?: OrcidWork[] } };
export type IntegrationCommand = ConnectIntegration | ConfigureIntegration | DisconnectIntegration | RecordSync;

/** Another institution's integration is not found, as an unknown one. */
function existing(state: IntegrationState, institutionId: string) {
  if (state.status === 'none' || state.institutionId !== institutionId) throw new DomainError('not-found', INTEGRATION_MESSAGES.notFound);
  return state;
}

export function decide(command: IntegrationCommand, state: IntegrationState): IntegrationEvent[] {
  switch (command.type) {
    case 'ConnectIntegration':
      if (state.status !== 'none') throw new DomainError('conflict', INTEGRATION_MESSAGES.alreadyConnected);
      return [{ type: 'IntegrationConnected', data: command.data }];
    case 'ConfigureIntegration': {
      const s = existing(state, command.data.institutionId);
      const d = command.data;
      return [{ type: 'IntegrationConfigured', data: { integrationId: s.integrationId, institutionId: s.institutionId, config: d.config, secrets: d.secrets, syncFrequency: d.syncFrequency, byUserId: d.byUserId, at: d.at } }];
    }
    case 'DisconnectIntegration': {
      const s = existing(state, command.data.institutionId);
      // Disconnect is available on any integration (spec §4); a second one changes nothing.
      if (s.status === 'disconnected') return [];
      return [{ type: 'IntegrationDisconnected', data: { integrationId: s.integrationId, institutionId: s.institutionId, byUserId: command.data.byUserId, at: command.data.at } }];
    }
    case 'RecordSync': {
      if (state.status === 'none') throw new DomainError('not-found', INTEGRATION_MESSAGES.notFound);
      const { linkedWorks, ...d } = command.data;
      if (state.syncIds.includes(d.syncId)) return [];
      const synced: IntegrationEvent = { type: 'IntegrationSynced', data: { integrationId: state.integrationId, institutionId: state.institutionId, ...d } };
      if (!linkedWorks || !d.ok) return [synced];
      return [synced, { type: 'OrcidWorksLinked', data: { integrationId: state.integrationId, institutionId: state.institutionId, works: linkedWorks, at: d.at } }];
    }
  }
}

export const integrationAggregate: Aggregate<IntegrationEvent, IntegrationState, IntegrationCommand> = {
  streamId: integrationStreamId,
  initial: initialIntegrationState,
  evolve,
  decide,
};
