import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ActiveSessions } from '../enforcing/active-sessions.js';

/**
 * Which of these users made a request since a moment, read from their sessions (`securitySeenAt`,
 * which the enforcement interceptor writes on a member's request at most once a minute): the
 * command center's live researchers. Not an event: a request is not worth one.
 */
export class SessionsSeenSinceQuery extends Query<Set<string>> {
  constructor(
    readonly userIds: ReadonlySet<string>,
    readonly sinceMs: number,
  ) {
    super();
  }
}

@QueryHandler(SessionsSeenSinceQuery)
export class SessionsSeenSinceHandler implements IQueryHandler<SessionsSeenSinceQuery> {
  constructor(@Inject(ActiveSessions) private readonly sessions: ActiveSessions) {}

  execute({ userIds, sinceMs }: SessionsSeenSinceQuery): Promise<Set<string>> {
    return this.sessions.seenSince(userIds, sinceMs);
  }
}
