/**
 * Records members' activity as events, cheaply (issue #29):
 * - `touch(userId)`: lastActiveAt follows real activity with at most one MemberWasActive per member
 *   per hour: an in-process map answers repeat calls with no I/O; once an hour per user, one read of
 *   the member directory, and an append only when its lastActiveAt is an hour old. (With several
 *   processes, at most one per process per hour.)
 * - `searched(userId)`: a search by a signed-in user is queued and answered at once; the queue is
 *   flushed every second (or at 200) as MemberSearched events of the members among them, in one
 *   appendMany, so a search never waits for the event store.
 */
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { type MemberActivityEvent, memberActivityStreamId } from './member-activity.js';

const HOUR_MS = 3_600_000;
const FLUSH_MS = 1_000;
const FLUSH_AT = 200;

@Injectable()
export class MemberActivityRecorder implements OnModuleDestroy {
  private readonly logger = new Logger('MemberActivity');
  private readonly checkedAt = new Map<string, number>();
  private searches: { userId: string; at: string }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  touch(userId: string, now = Date.now()): void {
    const last = this.checkedAt.get(userId);
    if (last !== undefined && now - last < HOUR_MS) return;
    this.checkedAt.set(userId, now);
    void this.recordActive(userId, now).catch((err: Error) => this.logger.warn(`lastActiveAt of ${userId}: ${err.message}`));
  }

  async recordActive(userId: string, now: number): Promise<void> {
    const { rows } = await this.pool.query<{ id: string; institution_id: string; last_active_at: Date | null }>(
      `select id, institution_id, last_active_at from institution_members where user_id = $1 and status = 'active'`,
      [userId],
    );
    const member = rows[0];
    if (!member || (member.last_active_at && now - member.last_active_at.getTime() < HOUR_MS)) return;
    const event: MemberActivityEvent = {
      type: 'MemberWasActive',
      data: { institutionId: member.institution_id, memberId: member.id, at: new Date(now).toISOString() },
    };
    await this.store.append(memberActivityStreamId(member.id), [{ type: event.type, data: event.data, metadata: { userId } }], 'any');
  }

  searched(userId: string): void {
    this.searches.push({ userId, at: new Date().toISOString() });
    if (this.searches.length >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  /** Appends the queued searches of members (others are dropped: only members' searches count). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.searches;
    this.searches = [];
    this.flushing = this.flushing.then(() => this.append(batch)).catch((err: Error) => this.logger.warn(`Searches not recorded: ${err.message}`));
    return this.flushing;
  }

  private async append(batch: { userId: string; at: string }[]): Promise<void> {
    if (!batch.length) return;
    const { rows } = await this.pool.query<{ id: string; institution_id: string; user_id: string }>(
      `select id, institution_id, user_id from institution_members where user_id = any($1) and status = 'active'`,
      [[...new Set(batch.map((s) => s.userId))]],
    );
    const memberOf = new Map(rows.map((r) => [r.user_id, r]));
    const byStream = new Map<string, { type: string; data: Record<string, unknown>; metadata: { userId: string } }[]>();
    for (const s of batch) {
      const m = memberOf.get(s.userId);
      if (!m) continue;
      const event: MemberActivityEvent = { type: 'MemberSearched', data: { institutionId: m.institution_id, memberId: m.id, at: s.at } };
      const stream = memberActivityStreamId(m.id);
      byStream.set(stream, [...(byStream.get(stream) ?? []), { type: event.type, data: event.data, metadata: { userId: s.userId } }]);
    }
    if (!byStream.size) return;
    await this.store.appendMany([...byStream].map(([streamId, events]) => ({ streamId, events, expected: 'any' as const })));
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
  }
}
