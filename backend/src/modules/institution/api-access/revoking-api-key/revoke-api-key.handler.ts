import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { API_KEY_MESSAGES, type ApiKey } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { apiKeyAggregate } from '../api-key.decider.js';
import { ApiKeysOfInstitutionQuery } from '../api-keys/api-keys.query.js';
import { ApiKeysProjection } from '../api-keys/api-keys.projection.js';
import { RevokeApiKeyCommand } from './revoke-api-key.command.js';

const KEY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Revoked "at once": the answer waits until the key read model, which every key call reads, has
 * the revocation; a late projection would be logged by ReadYourWrites and the key refused moments later.
 */
@CommandHandler(RevokeApiKeyCommand)
export class RevokeApiKeyHandler implements ICommandHandler<RevokeApiKeyCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ by, userId, keyId }: RevokeApiKeyCommand): Promise<ApiKey> {
    if (!KEY_ID.test(keyId)) throw new DomainError('not-found', API_KEY_MESSAGES.notFound);
    const at = new Date().toISOString();
    const result = await handleCommand(
      this.store,
      apiKeyAggregate,
      keyId,
      { type: 'RevokeApiKey', data: { keyId, institutionId: by.institutionId, memberId: by.memberId, userId, at, role: by.role } },
      { userId },
    );
    if (result.position) await this.readYourWrites.waitFor([ApiKeysProjection.NAME], result.position);
    const [key] = await this.queryBus.execute(new ApiKeysOfInstitutionQuery(by.institutionId, keyId));
    if (!key) throw new DomainError('not-found', API_KEY_MESSAGES.notFound);
    return { ...key, revokedAt: key.revokedAt ?? at };
  }
}
