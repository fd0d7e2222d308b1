import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../platform/database/database.js';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type PlanChanged, type UserSignedIn, userIdOfStream } from '../user.js';

/** `users`: one row per user with its profile, plan and role. */
@Injectable()
export class UsersProjection implements Projection {
  static readonly NAME = 'users';
  readonly name = UsersProjection.NAME;
  readonly eventTypes = ['UserSignedIn', 'PlanChanged'];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const id = userIdOfStream(event.streamId);
    if (!id) return;
    if (event.type === 'UserSignedIn') {
      const d = event.data as UserSignedIn['data'];
      await tx.query(
        `insert into users (id, email, name, avatar, role, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $6)
         on conflict (id) do update set email = excluded.email, name = excluded.name, avatar = excluded.avatar,
           role = excluded.role, updated_at = excluded.updated_at`,
        [id, d.email, d.name, d.avatar, d.role, event.recordedAt],
      );
    } else if (event.type === 'PlanChanged') {
      const d = event.data as PlanChanged['data'];
      await tx.query('update users set plan = $2, updated_at = $3 where id = $1', [id, d.plan, event.recordedAt]);
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate users');
  }
}
