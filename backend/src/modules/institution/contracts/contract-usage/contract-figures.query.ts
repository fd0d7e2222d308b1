import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Contract, ContractCompliance, ContractRoi, ContractUsage } from '@scholarlens/contracts';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { compliance, roi } from '../contract-figures.js';
import { CurrentContractQuery } from '../current-contract/current-contract.query.js';
import { AdminInstitutionQuery, InstitutionApiCallsQuery, InstitutionUsageTotalsQuery, MemberUsersQuery } from '../ports.js';

export interface ContractFigures {
  contract: Contract;
  usage: ContractUsage;
  compliance: ContractCompliance;
  roi: ContractRoi;
}

/** Where each usage figure comes from (shown beside it on the panel and in the report). */
const SOURCES: Record<string, string> = {
  activeUsers: 'Members with any recorded activity in the period (institution-usage read model)',
  totalUsers: 'Active members of the institution now (member directory)',
  papersViewed: 'Paper views by members (PaperViewed events)',
  searchesPerformed: 'Searches by members (MemberSearched events)',
  collaborationEvents: 'Teams created, team members added and chat messages posted',
  aiSummariesGenerated: 'AI summaries generated at members’ request (PaperSummarized events)',
  apiCalls: 'Calls made with the institution’s API keys (request timings of every backend process, per key and UTC day)',
  storageUsed: 'Members’ notes and the institution’s chat messages, UTF-8 bytes (courses hold no content yet)',
};

const MB = 1024 * 1024;

/** Usage, compliance and ROI of the institution's contract period so far (start through the earlier of end and today); null without a contract. */
export class ContractFiguresQuery extends Query<ContractFigures | null> {
  constructor(
    readonly institutionId: string,
    readonly today: string = new Date().toISOString().slice(0, 10),
  ) {
    super();
  }
}

@QueryHandler(ContractFiguresQuery)
export class ContractFiguresHandler implements IQueryHandler<ContractFiguresQuery> {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ institutionId, today }: ContractFiguresQuery): Promise<ContractFigures | null> {
    const contract = await this.queryBus.execute(new CurrentContractQuery(institutionId, today));
    if (!contract) return null;
    const periodStart = contract.startDate;
    // The earlier of the end date and today, never before the start (ISO dates sort as text).
    const periodEnd = [[contract.endDate, today].sort()[0], periodStart].sort()[1];
    const [totals, institution, members, apiCalls] = await Promise.all([
      this.queryBus.execute(new InstitutionUsageTotalsQuery(institutionId, periodStart, periodEnd)),
      this.queryBus.execute(new AdminInstitutionQuery(institutionId)),
      this.queryBus.execute(new MemberUsersQuery(institutionId)),
      this.queryBus.execute(new InstitutionApiCallsQuery(institutionId, periodStart, periodEnd)),
    ]);
    const userIds = members.map((m) => m.userId);
    const { rows } = await this.pool.query<{ summaries: string | null; notes: string | null; messages: string | null }>(
      `select
         (select sum(summaries) from contract_ai_summaries where user_id = any($1) and day between $3 and $4) as summaries,
         (select sum(bytes) from contract_note_sizes where user_id = any($1)) as notes,
         (select bytes from contract_message_bytes where institution_id = $2) as messages`,
      [userIds, institutionId, periodStart, periodEnd],
    );
    const storageBytes = Number(rows[0].notes ?? 0) + Number(rows[0].messages ?? 0);
    const usage: ContractUsage = {
      periodStart,
      periodEnd,
      activeUsers: totals.activeMembers,
      totalUsers: institution?.activeUsers ?? 0,
      papersViewed: totals.papersViewed,
      searchesPerformed: totals.searchesPerformed,
      collaborationEvents: totals.collaborationEvents,
      aiSummariesGenerated: Number(rows[0].summaries ?? 0),
      apiCalls,
      storageUsed: Math.round((storageBytes / MB) * 100) / 100,
      sources: SOURCES,
    };
    const seatsTaken = (institution?.activeUsers ?? 0) + (institution?.pendingUsers ?? 0);
    return {
      contract,
      usage,
      compliance: compliance(contract, seatsTaken),
      roi: roi(contract, usage, totals.firstActiveDay, this.config.contracts.roi),
    };
  }
}
