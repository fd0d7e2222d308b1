/**
 * Live sessions of an institution's members, read from the session store itself (Redis, under
 * `<REDIS_PREFIX>sess:`): a session counts while it exists, is signed in as a member, and, when the
 * institution sets a timeout, has not been idle longer than it. Not an event: a past moment has no figure.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { SESSION_REDIS } from '../../../../platform/auth/auth.module.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';

@Injectable()
export class ActiveSessions {
  constructor(
    @Inject(SESSION_REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async count(userIds: ReadonlySet<string>, timeoutMinutes: number | null): Promise<number> {
    const now = Date.now();
    let count = 0;
    for await (const session of this.sessionsOf(userIds)) {
      if (timeoutMinutes !== null && session.seenAt && now - session.seenAt > timeoutMinutes * 60_000) continue;
      count++;
    }
    return count;
  }

  /** The users among these with a session used since `sinceMs` (its `securitySeenAt`, written at most once a minute). */
  async seenSince(userIds: ReadonlySet<string>, sinceMs: number): Promise<Set<string>> {
    const seen = new Set<string>();
    for await (const session of this.sessionsOf(userIds)) if (session.seenAt !== undefined && session.seenAt >= sinceMs) seen.add(session.userId);
    return seen;
  }

  private async *sessionsOf(userIds: ReadonlySet<string>): AsyncGenerator<{ userId: string; seenAt: number | undefined }> {
    if (userIds.size === 0) return;
    const stream = this.redis.scanStream({ match: `${this.config.redisPrefix}sess:*`, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      if (keys.length === 0) continue;
      for (const raw of await this.redis.mget(...keys)) {
        if (!raw) continue;
        let session: { user?: { id?: string }; securitySeenAt?: number };
        try {
          session = JSON.parse(raw);
        } catch {
          continue;
        }
        const userId = session.user?.id;
        if (userId && userIds.has(userId)) yield { userId, seenAt: session.securitySeenAt };
      }
    }
  }
}
