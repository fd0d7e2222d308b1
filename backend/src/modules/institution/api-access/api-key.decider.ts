/** What creating and revoking an API key decide (pure; the handler passes the caller's membership, the institution's active key count and `at`). */
import { API_KEY_LIMITS, API_KEY_MESSAGES, INSTITUTION_MESSAGES, type InstitutionRole } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type ApiKeyCreated, type ApiKeyEvent, type ApiKeyRevoked, type ApiKeyState, apiKeyStreamId, evolve, initialApiKeyState } from './api-key.js';

export type CreateApiKey = { type: 'CreateApiKey'; data: ApiKeyCreated['data'] & { role: InstitutionRole; activeKeys: number } };
export type RevokeApiKey = { type: 'RevokeApiKey'; data: ApiKeyRevoked['data'] & { role: InstitutionRole } };
export type ApiKeyCommand = CreateApiKey | RevokeApiKey;

export function decide(command: ApiKeyCommand, state: ApiKeyState): ApiKeyEvent[] {
  const { role, ...rest } = command.data;
  switch (command.type) {
    case 'CreateApiKey': {
      const { activeKeys, ...data } = rest as CreateApiKey['data'];
      if (role !== 'admin') throw new DomainError('forbidden', INSTITUTION_MESSAGES.adminsOnly);
      if (state.institutionId !== null) throw new DomainError('conflict', 'This API key already exists');
      if (data.name.trim() === '') throw new DomainError('invalid', 'name: Name is required');
      if (data.name.length > API_KEY_LIMITS.nameMaxLength) throw new DomainError('invalid', `name: at most ${API_KEY_LIMITS.nameMaxLength} characters`);
      if (activeKeys >= API_KEY_LIMITS.activeKeysPerInstitution) throw new DomainError('conflict', API_KEY_MESSAGES.tooMany);
      return [{ type: 'ApiKeyCreated', data: { ...data, name: data.name.trim() } }];
    }
    case 'RevokeApiKey': {
      const data = rest as ApiKeyRevoked['data'];
      // Another institution's key is not found, whoever asks (its existence must not leak).
      if (state.institutionId === null || state.institutionId !== data.institutionId) throw new DomainError('not-found', API_KEY_MESSAGES.notFound);
      if (role !== 'admin') throw new DomainError('forbidden', INSTITUTION_MESSAGES.adminsOnly);
      if (state.revoked) throw new DomainError('conflict', API_KEY_MESSAGES.alreadyRevoked);
      return [{ type: 'ApiKeyRevoked', data }];
    }
  }
}

export const apiKeyAggregate: Aggregate<ApiKeyEvent, ApiKeyState, ApiKeyCommand> = {
  streamId: apiKeyStreamId,
  initial: initialApiKeyState,
  evolve,
  decide,
};
