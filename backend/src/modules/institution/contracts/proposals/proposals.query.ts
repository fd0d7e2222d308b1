import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ContractProposal, InstitutionTier, ProposalHistoryEntry } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { type ExistingProposal, OPEN_STATUSES, effectiveStatus, historyAt } from '../proposal.js';

interface ProposalRow {
  id: string;
  institution_id: string;
  tier: InstitutionTier;
  users: number;
  price_per_user: string;
  price: string;
  status: ExistingProposal['status'];
  created_at: Date;
  expires_at: Date;
  history: ProposalHistoryEntry[];
}

/** A row as the answer, with the expiry applied at `now`. */
function answer(r: ProposalRow, now: string): ContractProposal {
  const state: ExistingProposal = {
    status: r.status,
    proposalId: r.id,
    institutionId: r.institution_id,
    tier: r.tier,
    users: r.users,
    pricePerUser: Number(r.price_per_user),
    price: Number(r.price),
    createdAt: r.created_at.toISOString(),
    expiresAt: r.expires_at.toISOString(),
    history: r.history,
  };
  return {
    id: r.id,
    institutionId: r.institution_id,
    tier: r.tier,
    users: r.users,
    pricePerUser: state.pricePerUser,
    price: state.price,
    status: effectiveStatus(state, now),
    createdAt: state.createdAt,
    expiresAt: state.expiresAt,
    history: historyAt(state, now),
  };
}

/** The institution's open proposal (not signed, withdrawn or expired), newest first; null when none. */
export class ActiveProposalQuery extends Query<ContractProposal | null> {
  constructor(
    readonly institutionId: string,
    readonly now: string = new Date().toISOString(),
  ) {
    super();
  }
}

/** Every proposal, newest first (the console's Contracts panel), or one institution's. */
export class ProposalsQuery extends Query<ContractProposal[]> {
  constructor(
    readonly institutionId: string | null = null,
    readonly now: string = new Date().toISOString(),
  ) {
    super();
  }
}

@QueryHandler(ActiveProposalQuery)
export class ActiveProposalHandler implements IQueryHandler<ActiveProposalQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, now }: ActiveProposalQuery): Promise<ContractProposal | null> {
    const { rows } = await this.pool.query<ProposalRow>(
      `select * from contract_proposals where institution_id = $1 and status = any($2) and expires_at > $3 order by created_at desc, id limit 1`,
      [institutionId, OPEN_STATUSES, now],
    );
    return rows[0] ? answer(rows[0], now) : null;
  }
}

@QueryHandler(ProposalsQuery)
export class ProposalsHandler implements IQueryHandler<ProposalsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, now }: ProposalsQuery): Promise<ContractProposal[]> {
    const { rows } = await this.pool.query<ProposalRow>(
      `select * from contract_proposals where $1::uuid is null or institution_id = $1 order by created_at desc, id limit 500`,
      [institutionId],
    );
    return rows.map((r) => answer(r, now));
  }
}
