import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CONTRACT_MESSAGES, type ContractProposal } from '@scholarlens/contracts';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { AdvisoryLocks } from '../../../../platform/concurrency/advisory-locks.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { proposalAggregate } from '../proposal.decider.js';
import { type ExistingProposal, historyAt } from '../proposal.js';
import { ProposalsProjection } from '../proposals/proposals.projection.js';
import { ActiveProposalQuery } from '../proposals/proposals.query.js';
import { TierCatalogue } from '../tier-catalogue.js';
import { CreateProposalCommand } from './create-proposal.command.js';

const DAY_MS = 86_400_000;

/**
 * One open proposal per institution: under the institution's advisory lock (the rule spans
 * proposal streams), a proposal still open is a conflict; withdraw it or carry it through first.
 */
@CommandHandler(CreateProposalCommand)
export class CreateProposalHandler implements ICommandHandler<CreateProposalCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(TierCatalogue) private readonly catalogue: TierCatalogue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AdvisoryLocks) private readonly locks: AdvisoryLocks,
  ) {}

  async execute({ by, email, tier, users }: CreateProposalCommand): Promise<ContractProposal> {
    return this.locks.run(`contract-proposal:${by.institutionId}`, async () => {
      if (await this.queryBus.execute(new ActiveProposalQuery(by.institutionId))) throw new DomainError('conflict', CONTRACT_MESSAGES.proposalActive);
      const proposalId = randomUUID();
      const at = new Date();
      const t = this.catalogue.tier(tier);
      const { state, position } = await handleCommand(
        this.store,
        proposalAggregate,
        proposalId,
        {
          type: 'CreateProposal',
          data: {
            party: 'institution',
            userId: by.userId ?? '',
            email,
            at: at.toISOString(),
            proposalId,
            institutionId: by.institutionId,
            tier,
            users,
            tierMaxUsers: t.maxUsers,
            pricePerUser: t.price,
            expiresAt: new Date(at.getTime() + this.config.contracts.proposalExpiryDays * DAY_MS).toISOString(),
          },
        },
        { userId: by.userId ?? undefined },
      );
      if (position) await this.readYourWrites.waitFor([ProposalsProjection.NAME], position);
      return proposalAnswer(state as ExistingProposal, at.toISOString());
    });
  }
}

/** The proposal as the command left it (not read back from the read model, which may lag). */
export function proposalAnswer(s: ExistingProposal, now: string): ContractProposal {
  const history = historyAt(s, now);
  return {
    id: s.proposalId,
    institutionId: s.institutionId,
    tier: s.tier,
    users: s.users,
    pricePerUser: s.pricePerUser,
    price: s.price,
    status: history[history.length - 1].status,
    createdAt: s.createdAt,
    expiresAt: s.expiresAt,
    history,
  };
}
