/**
 * The audit log is the event log (spec inst §3; docs/ARCHITECTURE.md §15: no second copy that can
 * drift): configuration changes from `security-<id>`, violations, data access and refused sign-ins from
 * `security-audit-<id>`, and sign-ins (UserSignedIn) from the user streams of the institution's
 * members since they joined. Each entry's id is its event's id.
 *
 * Reading every member's stream is linear in members and their events: right for institutions of
 * hundreds; an index projection over these events is the step when that stops being so.
 */
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AuditLogEntry } from '@scholarlens/contracts';
import { EventStore, type RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import { MemberUsersQuery, userStreamId } from '../ports.js';
import { type SecurityAuditEvent, type SecurityEvent, securityAuditStreamId, securityStreamId } from '../security.js';

export interface AuditWindow {
  from: Date | null;
  to: Date | null;
}

function changeEntry(id: string, e: SecurityEvent): AuditLogEntry {
  const { byUserId, ip, at } = e.data;
  const base = { id, action: 'CONFIG_CHANGE' as const, userId: byUserId, ipAddress: ip, success: true, timestamp: at };
  if (e.type === 'SecuritySettingChanged') {
    return { ...base, resource: `security.${e.data.setting}`, change: { setting: e.data.setting, from: e.data.from, to: e.data.to } };
  }
  if (e.type === 'PasswordPolicyChanged') {
    return { ...base, resource: 'security.passwordPolicy', change: { setting: 'passwordPolicy', from: e.data.from, to: e.data.to } };
  }
  if (e.type === 'DataKeysDestroyed') return { ...base, resource: 'security.dataKeys destroyed' };
  const sign = e.type === 'IpRangeAdded' ? '+' : '-';
  return { ...base, resource: `security.ipWhitelist ${sign}${e.data.ipRange}`, change: { setting: 'ipWhitelist', from: e.data.from, to: e.data.to } };
}

function recordedEntry(id: string, e: SecurityAuditEvent): AuditLogEntry {
  const { userId, ip, at } = e.data;
  const base = { id, userId, ipAddress: ip, timestamp: at };
  switch (e.type) {
    case 'SecurityViolationRecorded':
      return { ...base, action: 'SECURITY_VIOLATION', resource: `${e.data.resource} (${e.data.reason})`, success: false };
    case 'DataAccessRecorded':
      return { ...base, action: 'DATA_ACCESS', resource: e.data.resource, success: true };
    case 'SignInRefused':
      return { ...base, action: 'LOGIN_FAILURE', resource: `sign-in (${e.data.reason})`, success: false };
  }
}

function signInEntry(e: RecordedEvent, userId: string): AuditLogEntry {
  return {
    id: e.id,
    action: 'LOGIN_SUCCESS',
    userId,
    resource: 'sign-in',
    ipAddress: typeof e.metadata.ip === 'string' ? e.metadata.ip : null,
    success: true,
    timestamp: e.recordedAt.toISOString(),
  };
}

@Injectable()
export class AuditLogReader {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  /** Every entry of the institution within the window, newest first (ties by id, so pages are stable). */
  async entries(institutionId: string, window: AuditWindow): Promise<AuditLogEntry[]> {
    const [changes, recorded, members] = await Promise.all([
      this.store.readStream(securityStreamId(institutionId)),
      this.store.readStream(securityAuditStreamId(institutionId)),
      this.queryBus.execute(new MemberUsersQuery(institutionId)),
    ]);
    const entries = [
      ...changes.map((e) => changeEntry(e.id, e as unknown as SecurityEvent)),
      ...recorded.map((e) => recordedEntry(e.id, e as unknown as SecurityAuditEvent)),
    ];
    for (const member of members) {
      const since = member.joinedAt ? Date.parse(member.joinedAt) : 0;
      for (const e of await this.store.readStream(userStreamId(member.userId))) {
        // A sign-in just before joining (the one that accepted the invitation) counts: within a minute.
        if (e.type === 'UserSignedIn' && e.recordedAt.getTime() >= since - 60_000) entries.push(signInEntry(e, member.userId));
      }
    }
    const from = window.from?.getTime() ?? Number.NEGATIVE_INFINITY;
    const to = window.to?.getTime() ?? Number.POSITIVE_INFINITY;
    return entries
      .filter((e) => {
        const t = Date.parse(e.timestamp);
        return t >= from && t <= to;
      })
      .sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id));
  }
}
