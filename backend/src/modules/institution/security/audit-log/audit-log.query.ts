import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AUDIT_LOG_LIMITS, type AuditAction, type AuditLogEntry } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { AuditLogReader } from './audit-log-reader.js';

export interface AuditLogFilter {
  actions: AuditAction[] | null;
  userId: string | null;
  from: Date | null;
  to: Date | null;
  cursor: string | null;
  /** null: every entry (the export). */
  limit: number | null;
}

/** The cursor names the last entry of a page: its timestamp and id (the order's keys). */
const encodeCursor = (e: AuditLogEntry) => Buffer.from(`${e.timestamp}|${e.id}`).toString('base64url');
function decodeCursor(cursor: string): { timestamp: string; id: string } {
  const [timestamp, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!timestamp || !id || Number.isNaN(Date.parse(timestamp))) throw new DomainError('invalid', 'cursor: must be the X-Next-Cursor of a previous page');
  return { timestamp, id };
}

/** GET /api/security/audit-logs: newest first, filtered, a page after the cursor, and the next page's cursor. */
export class AuditLogQuery extends Query<{ entries: AuditLogEntry[]; nextCursor: string | null }> {
  constructor(
    readonly institutionId: string,
    readonly filter: AuditLogFilter,
  ) {
    super();
  }
}

@QueryHandler(AuditLogQuery)
export class AuditLogHandler implements IQueryHandler<AuditLogQuery> {
  constructor(@Inject(AuditLogReader) private readonly reader: AuditLogReader) {}

  async execute({ institutionId, filter }: AuditLogQuery): Promise<{ entries: AuditLogEntry[]; nextCursor: string | null }> {
    if (filter.from && filter.to && filter.from > filter.to) throw new DomainError('invalid', 'from: must not be after to');
    const after = filter.cursor ? decodeCursor(filter.cursor) : null;
    const matching = (await this.reader.entries(institutionId, { from: filter.from, to: filter.to })).filter(
      (e) =>
        (!filter.actions || filter.actions.includes(e.action)) &&
        (!filter.userId || e.userId === filter.userId) &&
        (!after || e.timestamp < after.timestamp || (e.timestamp === after.timestamp && e.id < after.id)),
    );
    const limit = filter.limit ?? Number.POSITIVE_INFINITY;
    const entries = matching.slice(0, limit);
    return { entries, nextCursor: matching.length > entries.length ? encodeCursor(entries[entries.length - 1]) : null };
  }
}

export const DEFAULT_AUDIT_LIMIT = AUDIT_LOG_LIMITS.defaultLimit;
