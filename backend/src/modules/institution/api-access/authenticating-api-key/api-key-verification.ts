/**
 * The check the platform's ApiKeyVerifier runs on every key call (platform/auth/api-key-auth.ts,
 * docs/ARCHITECTURE.md §9): the secret's hash must be a key that is not revoked; the key then acts
 * as the administrator who created it, with their current membership and plan, so every route
 * applies the same rules to it as to them (demoted: a member's rights; suspended or removed: what
 * they would get). It never carries the console's admin role, even if its creator has it: a key is
 * an institution's, and console routes are not the institution's to script.
 */
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ApiKeyCaller } from '../../../../platform/auth/api-key-auth.js';
import { LiveApiKeyByHashQuery } from '../api-keys/api-keys.query.js';
import { hashSecret } from '../creating-api-key/create-api-key.handler.js';
import { UserByIdQuery } from '../ports.js';

@Injectable()
export class ApiKeyVerification {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  async verify(secret: string): Promise<ApiKeyCaller | null> {
    const key = await this.queryBus.execute(new LiveApiKeyByHashQuery(hashSecret(secret)));
    if (!key) return null;
    const user = await this.queryBus.execute(new UserByIdQuery(key.userId));
    if (!user) return null;
    return { user: { ...user, role: 'user' }, keyId: key.keyId, institutionId: key.institutionId };
  }
}
