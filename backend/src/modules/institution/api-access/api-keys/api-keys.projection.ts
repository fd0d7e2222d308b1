import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { API_KEY_EVENT_TYPES, type ApiKeyEvent } from '../api-key.js';

/** `api_keys`: each institution's keys with the hash of their secret, and when each was revoked. The key check reads it on every key call. */
@Injectable()
export class ApiKeysProjection implements Projection {
  static readonly NAME = 'api-keys';
  readonly name = ApiKeysProjection.NAME;
  readonly eventTypes = API_KEY_EVENT_TYPES;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const e = { type: event.type, data: event.data } as unknown as ApiKeyEvent;
    switch (e.type) {
      case 'ApiKeyCreated': {
        const d = e.data;
        await tx.query(
          `insert into api_keys (id, institution_id, name, prefix, secret_hash, created_by_member, created_by_user, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
          [d.keyId, d.institutionId, d.name, d.prefix, d.secretHash, d.memberId, d.userId, d.at],
        );
        break;
      }
      case 'ApiKeyRevoked':
        await tx.query('update api_keys set revoked_at = $2 where id = $1 and revoked_at is null', [e.data.keyId, e.data.at]);
        break;
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate api_keys');
  }
}
