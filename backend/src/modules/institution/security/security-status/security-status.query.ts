import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type SecurityStatus, securityBand, securityScore } from '@scholarlens/contracts';
import { AuditLogReader } from '../audit-log/audit-log-reader.js';
import { ActiveSessions } from '../enforcing/active-sessions.js';
import { MemberUsersQuery } from '../ports.js';
import { SecurityConfigs } from '../security-config/security-configs.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * GET /api/security/status[?asOf=] (spec inst §3, §9): the configuration's switches, failed sign-ins
 * and violations in the 24 h before the moment (from the audit log, that is the event log), live
 * sessions (now only), and the score with its band.
 */
export class SecurityStatusQuery extends Query<SecurityStatus> {
  constructor(
    readonly institutionId: string,
    readonly asOf: Date | null,
  ) {
    super();
  }
}

@QueryHandler(SecurityStatusQuery)
export class SecurityStatusHandler implements IQueryHandler<SecurityStatusQuery> {
  constructor(
    @Inject(SecurityConfigs) private readonly configs: SecurityConfigs,
    @Inject(AuditLogReader) private readonly auditLog: AuditLogReader,
    @Inject(ActiveSessions) private readonly sessions: ActiveSessions,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ institutionId, asOf }: SecurityStatusQuery): Promise<SecurityStatus> {
    const at = asOf ?? new Date();
    const config = await this.configs.of(institutionId, asOf);
    const lastDay = await this.auditLog.entries(institutionId, { from: new Date(at.getTime() - DAY_MS), to: at });
    const members = await this.queryBus.execute(new MemberUsersQuery(institutionId));
    const parts = {
      mfaEnabled: config.mfaEnabled,
      ipWhitelistActive: config.ipWhitelist.length > 0,
      sessionTimeoutConfigured: config.sessionTimeout !== null,
      auditLoggingActive: config.auditLogging,
      dataEncryptionEnabled: config.dataEncryption,
      recentFailedLogins: lastDay.filter((e) => e.action === 'LOGIN_FAILURE').length,
    };
    const { score, breakdown } = securityScore(parts);
    return {
      ...parts,
      activeSessions: asOf ? null : await this.sessions.count(new Set(members.map((m) => m.userId)), config.sessionTimeout),
      recentViolations: lastDay.filter((e) => e.action === 'SECURITY_VIOLATION').length,
      score,
      band: securityBand(score),
      breakdown,
      asOf: asOf?.toISOString() ?? null,
    };
  }
}
