/**
 * Contract management (docs/ARCHITECTURE.md §15, issue #32): the tier catalogue at configured
 * prices, the institution's contract (stream `contract-<institutionId>`), its usage, compliance and
 * ROI computed from members' recorded use, and proposals (stream `proposal-<id>`) whose signing
 * starts the contract and sets the institution's tier and seats.
 */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { InstitutionsModule } from '../institutions/institutions.module.js';
import { SecurityModule } from '../security/security.module.js';
import { ContractsController } from './contracts.controller.js';
import { ContractFiguresHandler } from './contract-usage/contract-figures.query.js';
import { ContractUsageProjection } from './contract-usage/contract-usage.projection.js';
import { CreateProposalHandler } from './creating-proposal/create-proposal.handler.js';
import { CurrentContractHandler } from './current-contract/current-contract.query.js';
import { MoveProposalHandler } from './moving-proposal/move-proposal.handler.js';
import { ProposalsProjection } from './proposals/proposals.projection.js';
import { ActiveProposalHandler, ProposalsHandler } from './proposals/proposals.query.js';
import { StartContractHandler } from './starting-contract/start-contract.handler.js';
import { TierCatalogue } from './tier-catalogue.js';

@Module({
  imports: [InstitutionsModule, SecurityModule],
  controllers: [ContractsController],
  providers: [
    TierCatalogue,
    ProposalsProjection,
    ContractUsageProjection,
    CreateProposalHandler,
    MoveProposalHandler,
    StartContractHandler,
    CurrentContractHandler,
    ContractFiguresHandler,
    ActiveProposalHandler,
    ProposalsHandler,
  ],
})
export class ContractsModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(ProposalsProjection) private readonly proposals: ProposalsProjection,
    @Inject(ContractUsageProjection) private readonly usage: ContractUsageProjection,
  ) {}

  onModuleInit(): void {
    for (const p of [this.proposals, this.usage]) this.registry.register(p);
  }
}
