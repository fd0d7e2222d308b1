import type { QueryBus } from '@nestjs/cqrs';
import { LIBRARY_MESSAGES, PLAN_LIMITS, planOf } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { UserByIdQuery } from '../ports.js';

/** Synced bookmarks come with the plans that carry `crossDeviceSync` (Pro and above): 403 otherwise. */
export async function assertSyncEntitled(queryBus: QueryBus, userId: string): Promise<void> {
  const user = await queryBus.execute(new UserByIdQuery(userId));
  if (!PLAN_LIMITS[planOf(user?.plan)].crossDeviceSync) throw new DomainError('forbidden', LIBRARY_MESSAGES.syncUpgrade);
}
