import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AuthUser, planOf } from '@scholarlens/contracts';
import type { Pool } from '../../../platform/database/database.js';
import { PG_POOL } from '../../../platform/database/database.module.js';

/** A user as GET /api/auth/user answers it, from the `users` read model; null when unknown. */
export class UserByIdQuery extends Query<AuthUser | null> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(UserByIdQuery)
export class UserByIdHandler implements IQueryHandler<UserByIdQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ userId }: UserByIdQuery): Promise<AuthUser | null> {
    const { rows } = await this.pool.query<{
      id: string;
      name: string;
      email: string;
      avatar: string | null;
      plan: string;
      role: string;
    }>('select id, name, email, avatar, plan, role from users where id = $1', [userId]);
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      avatar: row.avatar,
      plan: planOf(row.plan),
      role: row.role === 'admin' ? 'admin' : 'user',
    };
  }
}
