import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { API_KEY_PREFIX, type CreatedApiKey } from '@scholarlens/contracts';
import { AdvisoryLocks } from '../../../../platform/concurrency/advisory-locks.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { apiKeyAggregate } from '../api-key.decider.js';
import { ActiveApiKeyCountQuery } from '../api-keys/api-keys.query.js';
import { ApiKeysProjection } from '../api-keys/api-keys.projection.js';
import { CreateApiKeyCommand } from './create-api-key.command.js';

/** SHA-256 of a secret: 256 random bits need no slow hash (nothing to guess), and one indexed read finds the key. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * A new secret (`sk_live_` and 32 random bytes, base64url), of which only the hash is recorded.
 * The institution's active keys are counted under its advisory lock, so two clicks cannot pass
 * the limit together; the answer waits for the key read model, so the key works at once.
 */
@CommandHandler(CreateApiKeyCommand)
export class CreateApiKeyHandler implements ICommandHandler<CreateApiKeyCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(AdvisoryLocks) private readonly locks: AdvisoryLocks,
  ) {}

  async execute({ by, userId, creatorName, name }: CreateApiKeyCommand): Promise<CreatedApiKey> {
    const keyId = randomUUID();
    const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const data = {
      keyId,
      institutionId: by.institutionId,
      name,
      prefix: secret.slice(0, API_KEY_PREFIX.length + 4),
      secretHash: hashSecret(secret),
      memberId: by.memberId,
      userId,
      at: new Date().toISOString(),
    };
    const result = await this.locks.run(`api-keys:${by.institutionId}`, async () => {
      const activeKeys = await this.queryBus.execute(new ActiveApiKeyCountQuery(by.institutionId));
      const result = await handleCommand(this.store, apiKeyAggregate, keyId, { type: 'CreateApiKey', data: { ...data, role: by.role, activeKeys } }, { userId });
      // Inside the lock: the next count must see this key.
      if (result.position) await this.readYourWrites.waitFor([ApiKeysProjection.NAME], result.position);
      return result;
    });
    const created = result.events[0].data as typeof data;
    return {
      id: keyId,
      name: created.name,
      prefix: created.prefix,
      createdAt: created.at,
      createdBy: { memberId: by.memberId, name: creatorName },
      revokedAt: null,
      lastUsedAt: null,
      calls30d: 0,
      secret,
    };
  }
}
