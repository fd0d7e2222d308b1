import { Body, Controller, Delete, Get, Inject, Ip, Param, Patch, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  AUDIT_LOG_LIMITS,
  type AuditAction,
  type AuditLogEntry,
  NEXT_CURSOR_HEADER,
  SECURITY_MESSAGES,
  type SecurityConfig,
  type SecuritySetting,
  type SecurityStatus,
} from '@scholarlens/contracts';
import type { Response } from 'express';
import { CurrentUser, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { Answers, AnswersFile } from '../../../platform/http/answers.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { AddIpRangeDto } from './changing-configuration/add-ip-range.dto.js';
import { auditLogCsv } from './audit-log/audit-log.csv.js';
import { securityReportPdf } from './audit-log/security-report.pdf.js';
import { AuditLogDto } from './audit-log/audit-log.dto.js';
import { type AuditLogFilter, AuditLogQuery } from './audit-log/audit-log.query.js';
import { ChangePasswordPolicyDto } from './changing-configuration/change-password-policy.dto.js';
import { ChangeSecurityCommand } from './changing-configuration/change-security.command.js';
import { ChangeSecuritySettingDto } from './changing-configuration/change-security-setting.dto.js';
import { SecurityRecorder } from './enforcing/security-recorder.js';
import { normaliseAddress } from './ip-ranges.js';
import { InstitutionAccess, type Membership } from './ports.js';
import { AsOfDto } from './security-config/as-of.dto.js';
import { SecurityConfigQuery } from './security-config/security-config.query.js';
import { SecurityStatusQuery } from './security-status/security-status.query.js';

const SETTINGS: readonly SecuritySetting[] = ['mfaEnabled', 'auditLogging', 'dataEncryption', 'sessionTimeout'];

/**
 * Security management (spec inst §2, §7 /api/security/*): always the caller's own institution
 * (InstitutionAccess: 404 without one). Members read the configuration and status; only the
 * institution's administrators change them and read the audit log (it holds members' addresses).
 */
@Controller('api/security')
export class SecurityController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(InstitutionAccess) private readonly access: InstitutionAccess,
    @Inject(SecurityRecorder) private readonly recorder: SecurityRecorder,
  ) {}

  @SignedIn()
  @Get('config')
  @Answers('SecurityConfig')
  async config(@Query() query: AsOfDto, @CurrentUser() user: SessionUser): Promise<SecurityConfig> {
    const me = await this.access.memberOf(user);
    return this.queryBus.execute(new SecurityConfigQuery(me.institutionId, query.asOf ? new Date(query.asOf) : null));
  }

  @SignedIn()
  @Patch('config')
  @Answers('SecurityConfig')
  async change(@Body() body: ChangeSecuritySettingDto, @Ip() ip: string, @CurrentUser() user: SessionUser): Promise<SecurityConfig> {
    const given = SETTINGS.filter((s) => body[s] !== undefined);
    if (given.length !== 1) throw new DomainError('invalid', `body: must set exactly one of ${SETTINGS.join(', ')}`);
    const me = await this.access.adminOf(user);
    const setting = given[0];
    return this.commandBus.execute(new ChangeSecurityCommand(me, { type: 'ChangeSecuritySetting', setting, value: body[setting] as boolean | number }, clientAddress(ip)));
  }

  /** The password policy, shown to members (passwords live with the identity provider, which should enforce it). */
  @SignedIn()
  @Put('password-policy')
  @Answers('SecurityConfig')
  async changePasswordPolicy(@Body() body: ChangePasswordPolicyDto, @Ip() ip: string, @CurrentUser() user: SessionUser): Promise<SecurityConfig> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new ChangeSecurityCommand(me, { type: 'ChangePasswordPolicy', policy: { ...body } }, clientAddress(ip)));
  }

  @SignedIn()
  @Post('ip-whitelist')
  @Answers('SecurityConfig')
  async addIpRange(@Body() body: AddIpRangeDto, @Ip() ip: string, @CurrentUser() user: SessionUser): Promise<SecurityConfig> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new ChangeSecurityCommand(me, { type: 'AddIpRange', ipRange: body.ipRange }, clientAddress(ip)));
  }

  /** The spec's Remove button: the range as listed (any spelling of it), percent-encoded. */
  @SignedIn()
  @Delete('ip-whitelist/:ipRange')
  @Answers('SecurityConfig')
  async removeIpRange(@Param('ipRange') ipRange: string, @Ip() ip: string, @CurrentUser() user: SessionUser): Promise<SecurityConfig> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new ChangeSecurityCommand(me, { type: 'RemoveIpRange', ipRange }, clientAddress(ip)));
  }

  /**
   * Crypto-shredding: destroys the institution's data keys, so notes and chat messages sealed under
   * them can no longer be read anywhere (the event log included); new content gets a new key while
   * data encryption stays on.
   */
  @SignedIn()
  @Delete('data-keys')
  @Answers('SecurityConfig')
  async destroyDataKeys(@Ip() ip: string, @CurrentUser() user: SessionUser): Promise<SecurityConfig> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new ChangeSecurityCommand(me, { type: 'DestroyDataKeys' }, clientAddress(ip)));
  }

  @SignedIn()
  @Get('status')
  @Answers('SecurityStatus')
  async status(@Query() query: AsOfDto, @CurrentUser() user: SessionUser): Promise<SecurityStatus> {
    const me = await this.access.memberOf(user);
    return this.queryBus.execute(new SecurityStatusQuery(me.institutionId, query.asOf ? new Date(query.asOf) : null));
  }

  /** Newest first; the next page's cursor in X-Next-Cursor. */
  @SignedIn()
  @Get('audit-logs')
  @Answers('AuditLogEntry[]', { headers: { [NEXT_CURSOR_HEADER]: 'The cursor of the next (older) page (absent on the last page)' } })
  async auditLogs(@Query() query: AuditLogDto, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) res: Response): Promise<AuditLogEntry[]> {
    const me = await this.auditor(user);
    const page = await this.queryBus.execute(new AuditLogQuery(me.institutionId, filterOf(query, false)));
    if (page.nextCursor) res.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.entries;
  }

  /** Export Report: the filtered log as CSV, every entry; the export is itself recorded as DATA_ACCESS. */
  @SignedIn()
  @Get('audit-logs/export.csv')
  @AnswersFile('text/csv', 'The audit log as CSV (the export is itself recorded)')
  async exportCsv(@Query() query: AuditLogDto, @Ip() ip: string, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) res: Response): Promise<string> {
    const me = await this.auditor(user);
    const page = await this.queryBus.execute(new AuditLogQuery(me.institutionId, filterOf(query, true)));
    await this.recorder.dataAccess(me, clientAddress(ip), 'GET /api/security/audit-logs/export.csv');
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`);
    return auditLogCsv(page.entries);
  }

  /** Export Report as PDF: the configuration and score at `to` (or now) and the filtered log up to then; recorded as DATA_ACCESS. */
  @SignedIn()
  @Get('audit-logs/export.pdf')
  @AnswersFile('application/pdf', 'The security report as PDF (the export is itself recorded)')
  async exportPdf(@Query() query: AuditLogDto, @Ip() ip: string, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const me = await this.auditor(user);
    const filter = filterOf(query, true);
    const [page, config, status] = await Promise.all([
      this.queryBus.execute(new AuditLogQuery(me.institutionId, filter)),
      this.queryBus.execute(new SecurityConfigQuery(me.institutionId, filter.to)),
      this.queryBus.execute(new SecurityStatusQuery(me.institutionId, filter.to)),
    ]);
    await this.recorder.dataAccess(me, clientAddress(ip), 'GET /api/security/audit-logs/export.pdf');
    const pdf = await securityReportPdf(config, status, page.entries, filter.to ?? new Date());
    res.setHeader('Content-Disposition', `attachment; filename="security-report-${new Date().toISOString().slice(0, 10)}.pdf"`);
    return new StreamableFile(pdf, { type: 'application/pdf' });
  }

  private async auditor(user: SessionUser): Promise<Membership> {
    const me = await this.access.memberOf(user);
    if (me.role !== 'admin') throw new DomainError('forbidden', SECURITY_MESSAGES.auditAdminsOnly);
    return me;
  }
}

function clientAddress(ip: string | undefined): string | null {
  return ip ? normaliseAddress(ip) : null;
}

function filterOf(q: AuditLogDto, all: boolean): AuditLogFilter {
  const limit = q.limit ? Number(q.limit) : AUDIT_LOG_LIMITS.defaultLimit;
  if (limit > AUDIT_LOG_LIMITS.maxLimit) throw new DomainError('invalid', `limit: must be an integer from 1 to ${AUDIT_LOG_LIMITS.maxLimit}`);
  return {
    actions: q.action ? (q.action.split(',') as AuditAction[]) : null,
    userId: q.userId || null,
    from: q.from ? new Date(q.from) : null,
    to: q.to ? new Date(q.to) : null,
    cursor: all ? null : (q.cursor ?? null),
    limit: all ? null : limit,
  };
}
