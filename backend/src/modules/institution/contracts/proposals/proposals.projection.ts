import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { type ProposalEvent, evolve, initialProposalState } from '../proposal.js';

/**
 * Proposals of every institution (`contract_proposals`), for the portal's active proposal and the
 * console's Contracts panel: the row is the aggregate's state after each event (the same fold), so
 * the read model cannot disagree with the decider. Expiry is applied when read (it is time, not an event).
 */
@Injectable()
export class ProposalsProjection implements Projection {
  static readonly NAME = 'contract-proposals';
  readonly name = ProposalsProjection.NAME;
  readonly eventTypes = ['ProposalCreated', 'ProposalStatusChanged'];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const e = { type: event.type, data: event.data } as unknown as ProposalEvent;
    if (e.type === 'ProposalCreated') {
      const s = evolve(initialProposalState, e);
      if (s.status === 'none') return;
      await tx.query(
        `insert into contract_proposals (id, institution_id, tier, users, price_per_user, price, status, created_at, expires_at, history)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (id) do nothing`,
        [s.proposalId, s.institutionId, s.tier, s.users, s.pricePerUser, s.price, s.status, s.createdAt, s.expiresAt, JSON.stringify(s.history)],
      );
      return;
    }
    const d = e.data;
    await tx.query(
      `update contract_proposals set status = $2, history = history || $3::jsonb where id = $1`,
      [d.proposalId, d.to, JSON.stringify([{ status: d.to, at: d.at, by: d.by, byEmail: d.byEmail }])],
    );
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate contract_proposals');
  }
}
