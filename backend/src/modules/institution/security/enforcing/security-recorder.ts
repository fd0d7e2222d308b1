/**
 * Appends what the enforcement observes to `security-audit-<institutionId>`: refused requests
 * (SECURITY_VIOLATION, always), refused sign-ins (LOGIN_FAILURE, always) and members' data access (DATA_ACCESS, while audit logging is on, and
 * every audit-log export). These commute with everything, so they append without a revision check,
 * as paper views do (docs/ARCHITECTURE.md §5).
 */
import { Inject, Injectable } from '@nestjs/common';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import type { Membership } from '../ports.js';
import { type SecurityAuditEvent, securityAuditStreamId } from '../security.js';

@Injectable()
export class SecurityRecorder {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  violation(member: Membership, ip: string | null, resource: string, reason: string): Promise<void> {
    return this.record(member, {
      type: 'SecurityViolationRecorded',
      data: { institutionId: member.institutionId, userId: member.userId ?? '', memberId: member.memberId, ip, resource, reason, at: new Date().toISOString() },
    });
  }

  dataAccess(member: Membership, ip: string | null, resource: string): Promise<void> {
    return this.record(member, {
      type: 'DataAccessRecorded',
      data: { institutionId: member.institutionId, userId: member.userId ?? '', memberId: member.memberId, ip, resource, at: new Date().toISOString() },
    });
  }

  signInRefused(member: Membership, ip: string | null, reason: string): Promise<void> {
    return this.record(member, {
      type: 'SignInRefused',
      data: { institutionId: member.institutionId, userId: member.userId ?? '', memberId: member.memberId, ip, reason, at: new Date().toISOString() },
    });
  }

  private async record(member: Membership, event: SecurityAuditEvent): Promise<void> {
    await this.store.append(
      securityAuditStreamId(member.institutionId),
      [{ type: event.type, data: event.data, metadata: { userId: member.userId ?? undefined, ip: event.data.ip ?? undefined } }],
      'any',
    );
  }
}
