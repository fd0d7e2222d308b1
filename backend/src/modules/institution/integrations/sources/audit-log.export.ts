/** The security audit log as CSV (the security context's own export), registered as an export source. */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AuditLogQuery, auditLogCsv } from '../ports.js';
import { type ExportSource, type IntegrationExport, IntegrationExports } from './integration-exports.js';

@Injectable()
export class AuditLogExport implements ExportSource, OnModuleInit {
  readonly source = 'security-audit-log';

  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(IntegrationExports) private readonly exports: IntegrationExports,
  ) {}

  onModuleInit(): void {
    this.exports.register(this);
  }

  async produce(institutionId: string, at: Date): Promise<IntegrationExport> {
    const { entries } = await this.queryBus.execute(new AuditLogQuery(institutionId, { actions: null, userId: null, from: null, to: at, cursor: null, limit: null }));
    return {
      fileName: `security-audit-log-${at.toISOString().replace(/[:.]/g, '-')}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: auditLogCsv(entries),
      records: entries.length,
    };
  }
}
