import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ApiKey } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { RouteTimings } from '../../../../platform/logging/route-timings.js';

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: Date;
  created_by_member: string;
  creator_name: string | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  calls_30d: string | null;
}

/** An institution's API keys, newest first, with their use in the last 30 days (`api_key_calls`) and the creator's name (accounts' read model). */
export class ApiKeysOfInstitutionQuery extends Query<ApiKey[]> {
  constructor(
    readonly institutionId: string,
    readonly keyId: string | null = null,
  ) {
    super();
  }
}

@QueryHandler(ApiKeysOfInstitutionQuery)
export class ApiKeysOfInstitutionHandler implements IQueryHandler<ApiKeysOfInstitutionQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(RouteTimings) private readonly timings: RouteTimings,
  ) {}

  async execute({ institutionId, keyId }: ApiKeysOfInstitutionQuery): Promise<ApiKey[]> {
    await this.timings.flush(); // this process's counts of the current minute too
    const { rows } = await this.pool.query<KeyRow>(
      `select k.id, k.name, k.prefix, k.created_at, k.created_by_member, u.name as creator_name, k.revoked_at,
              (select max(c.last_used_at) from api_key_calls c where c.key_id = k.id) as last_used_at,
              (select sum(c.calls) from api_key_calls c where c.key_id = k.id and c.day > current_date - 30) as calls_30d
         from api_keys k left join users u on u.id = k.created_by_user
        where k.institution_id = $1 and ($2::uuid is null or k.id = $2)
        order by k.created_at desc, k.id`,
      [institutionId, keyId],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      prefix: r.prefix,
      createdAt: r.created_at.toISOString(),
      createdBy: { memberId: r.created_by_member, name: r.creator_name ?? '—' },
      revokedAt: r.revoked_at?.toISOString() ?? null,
      lastUsedAt: r.last_used_at?.toISOString() ?? null,
      calls30d: Number(r.calls_30d ?? 0),
    }));
  }
}

/** How many keys of the institution are not revoked (the decider's limit). */
export class ActiveApiKeyCountQuery extends Query<number> {
  constructor(readonly institutionId: string) {
    super();
  }
}

@QueryHandler(ActiveApiKeyCountQuery)
export class ActiveApiKeyCountHandler implements IQueryHandler<ActiveApiKeyCountQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId }: ActiveApiKeyCountQuery): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>('select count(*) as n from api_keys where institution_id = $1 and revoked_at is null', [institutionId]);
    return Number(rows[0].n);
  }
}

/** The key a secret's hash belongs to, if it is not revoked: the key check of every key call. */
export class LiveApiKeyByHashQuery extends Query<{ keyId: string; institutionId: string; userId: string } | null> {
  constructor(readonly secretHash: string) {
    super();
  }
}

@QueryHandler(LiveApiKeyByHashQuery)
export class LiveApiKeyByHashHandler implements IQueryHandler<LiveApiKeyByHashQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ secretHash }: LiveApiKeyByHashQuery): Promise<{ keyId: string; institutionId: string; userId: string } | null> {
    const { rows } = await this.pool.query<{ id: string; institution_id: string; created_by_user: string }>(
      'select id, institution_id, created_by_user from api_keys where secret_hash = $1 and revoked_at is null',
      [secretHash],
    );
    return rows[0] ? { keyId: rows[0].id, institutionId: rows[0].institution_id, userId: rows[0].created_by_user } : null;
  }
}

/** Calls made with the institution's keys between two UTC days (inclusive): contract usage's apiCalls. */
export class InstitutionApiCallsQuery extends Query<number> {
  constructor(
    readonly institutionId: string,
    readonly fromDay: string,
    readonly toDay: string,
  ) {
    super();
  }
}

@QueryHandler(InstitutionApiCallsQuery)
export class InstitutionApiCallsHandler implements IQueryHandler<InstitutionApiCallsQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(RouteTimings) private readonly timings: RouteTimings,
  ) {}

  async execute({ institutionId, fromDay, toDay }: InstitutionApiCallsQuery): Promise<number> {
    await this.timings.flush(); // this process's counts of the current minute too
    const { rows } = await this.pool.query<{ n: string | null }>(
      'select sum(calls) as n from api_key_calls where institution_id = $1 and day between $2 and $3',
      [institutionId, fromDay, toDay],
    );
    return Number(rows[0].n ?? 0);
  }
}
