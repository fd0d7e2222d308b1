import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Ip, Param, Post, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AdminContractProposal, Contract, ContractCompliance, ContractProposal, ContractRoi, ContractTier, ContractUsage } from '@scholarlens/contracts';
import type { Response } from 'express';
import { AdminOnly, CurrentUser, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { Answers, AnswersFile } from '../../../platform/http/answers.js';
import { contractReportPdf } from './contract-report/contract-report.pdf.js';
import { ContractFiguresQuery } from './contract-usage/contract-figures.query.js';
import { CreateProposalCommand } from './creating-proposal/create-proposal.command.js';
import { CreateProposalDto } from './creating-proposal/create-proposal.dto.js';
import { CurrentContractQuery } from './current-contract/current-contract.query.js';
import { MoveProposalCommand } from './moving-proposal/move-proposal.command.js';
import { AdminInstitutionQuery, AdminInstitutionsQuery, InstitutionAccess, SecurityRecorder, normaliseAddress } from './ports.js';
import type { ProposalStep } from './proposal.decider.js';
import { ActiveProposalQuery, ProposalsQuery } from './proposals/proposals.query.js';
import { StartContractCommand } from './starting-contract/start-contract.command.js';
import { StartContractDto } from './starting-contract/start-contract.dto.js';
import { TierCatalogue } from './tier-catalogue.js';

/**
 * Contract management (spec inst §2, §7 /api/contracts/*): the tiers to any signed-in user; the
 * contract, its figures and the active proposal to members of the caller's institution; proposals
 * made, sent, signed and withdrawn by its administrators; the console's administrators see every
 * proposal, mark it negotiating and approved, and may set a contract directly.
 */
@Controller('api')
export class ContractsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(InstitutionAccess) private readonly access: InstitutionAccess,
    @Inject(TierCatalogue) private readonly catalogue: TierCatalogue,
    @Inject(SecurityRecorder) private readonly recorder: SecurityRecorder,
  ) {}

  @SignedIn()
  @Get('contracts/tiers')
  @Answers('ContractTier[]')
  tiers(): ContractTier[] {
    return this.catalogue.tiers();
  }

  @SignedIn()
  @Get('contracts/current')
  @Answers('Contract', { nullable: true })
  async current(@CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    const me = await this.access.memberOf(user);
    answerNullable<Contract>(res, await this.queryBus.execute(new CurrentContractQuery(me.institutionId)));
  }

  @SignedIn()
  @Get('contracts/usage')
  @Answers('ContractUsage', { nullable: true })
  async usage(@CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    answerNullable<ContractUsage>(res, (await this.figures(user))?.usage ?? null);
  }

  @SignedIn()
  @Get('contracts/compliance')
  @Answers('ContractCompliance', { nullable: true })
  async compliance(@CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    answerNullable<ContractCompliance>(res, (await this.figures(user))?.compliance ?? null);
  }

  @SignedIn()
  @Get('contracts/roi')
  @Answers('ContractRoi', { nullable: true })
  async roi(@CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    answerNullable<ContractRoi>(res, (await this.figures(user))?.roi ?? null);
  }

  @SignedIn()
  @Get('contracts/proposal')
  @Answers('ContractProposal', { nullable: true })
  async proposal(@CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    const me = await this.access.memberOf(user);
    answerNullable<ContractProposal>(res, await this.queryBus.execute(new ActiveProposalQuery(me.institutionId)));
  }

  @SignedIn()
  @Get('contracts/proposals')
  @Answers('ContractProposal[]')
  async proposals(@CurrentUser() user: SessionUser): Promise<ContractProposal[]> {
    const me = await this.access.memberOf(user);
    return this.queryBus.execute(new ProposalsQuery(me.institutionId));
  }

  @SignedIn()
  @Post('contracts/proposal')
  @Answers('ContractProposal')
  @HttpCode(HttpStatus.CREATED)
  async createProposal(@Body() body: CreateProposalDto, @CurrentUser() user: SessionUser): Promise<ContractProposal> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new CreateProposalCommand(me, user.email ?? null, body.tier, body.users));
  }

  @SignedIn()
  @Post('contracts/proposal/:id/send')
  @Answers('ContractProposal')
  @HttpCode(HttpStatus.OK)
  send(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<ContractProposal> {
    return this.institutionStep(id, 'sent', user);
  }

  @SignedIn()
  @Post('contracts/proposal/:id/sign')
  @Answers('ContractProposal')
  @HttpCode(HttpStatus.OK)
  sign(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<ContractProposal> {
    return this.institutionStep(id, 'signed', user);
  }

  @SignedIn()
  @Post('contracts/proposal/:id/withdraw')
  @Answers('ContractProposal')
  @HttpCode(HttpStatus.OK)
  withdraw(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<ContractProposal> {
    return this.institutionStep(id, 'withdrawn', user);
  }

  /** Export Report: contract, usage, compliance, ROI and the active proposal as a PDF; recorded as DATA_ACCESS in the security audit log. */
  @SignedIn()
  @Get('contracts/report.pdf')
  @AnswersFile('application/pdf', 'The contract report as PDF (the export is recorded as a data access)')
  async report(@Ip() ip: string, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const me = await this.access.adminOf(user);
    const [figures, proposal, institution] = await Promise.all([
      this.queryBus.execute(new ContractFiguresQuery(me.institutionId)),
      this.queryBus.execute(new ActiveProposalQuery(me.institutionId)),
      this.queryBus.execute(new AdminInstitutionQuery(me.institutionId)),
    ]);
    await this.recorder.dataAccess(me, ip ? normaliseAddress(ip) : null, 'GET /api/contracts/report.pdf');
    const pdf = await contractReportPdf(institution?.name ?? '', figures, proposal, new Date());
    res.setHeader('Content-Disposition', `attachment; filename="contract-report-${new Date().toISOString().slice(0, 10)}.pdf"`);
    return new StreamableFile(pdf, { type: 'application/pdf' });
  }

  @AdminOnly()
  @Get('admin/contracts/proposals')
  @Answers('AdminContractProposal[]')
  async adminProposals(): Promise<AdminContractProposal[]> {
    const [proposals, institutions] = await Promise.all([this.queryBus.execute(new ProposalsQuery()), this.queryBus.execute(new AdminInstitutionsQuery())]);
    const names = new Map(institutions.map((i) => [i.id, i.name]));
    return proposals.map((p) => ({ ...p, institutionName: names.get(p.institutionId) ?? '' }));
  }

  @AdminOnly()
  @Post('admin/contracts/proposals/:id/negotiating')
  @Answers('ContractProposal')
  @HttpCode(HttpStatus.OK)
  negotiating(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<ContractProposal> {
    return this.commandBus.execute(new MoveProposalCommand(id, 'negotiating', 'console', null, user.id, user.email ?? null));
  }

  @AdminOnly()
  @Post('admin/contracts/proposals/:id/approved')
  @Answers('ContractProposal')
  @HttpCode(HttpStatus.OK)
  approve(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<ContractProposal> {
    return this.commandBus.execute(new MoveProposalCommand(id, 'approved', 'console', null, user.id, user.email ?? null));
  }

  /** A console administrator sets an institution's contract directly (dates default to today and a term of CONTRACT_TERM_MONTHS). */
  @AdminOnly()
  @Post('admin/contracts')
  @Answers('Contract')
  @HttpCode(HttpStatus.CREATED)
  async adminStart(@Body() body: StartContractDto, @CurrentUser() user: SessionUser): Promise<Contract> {
    const start = body.startDate ?? new Date().toISOString().slice(0, 10);
    return this.commandBus.execute(new StartContractCommand(body.institutionId, body.tier, body.users, this.catalogue.tier(body.tier).price, start, body.endDate ?? null, null, user.id));
  }

  private async figures(user: SessionUser) {
    const me = await this.access.memberOf(user);
    return this.queryBus.execute(new ContractFiguresQuery(me.institutionId));
  }

  private async institutionStep(id: string, to: ProposalStep, user: SessionUser): Promise<ContractProposal> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new MoveProposalCommand(id, to, 'institution', me.institutionId, user.id, user.email ?? null));
  }
}

/**
 * "None" as the JSON `null` the document declares: Nest sends a returned null as an empty body,
 * which is not JSON. These answers are null for every institution without a contract or proposal.
 */
function answerNullable<T>(res: Response, value: T | null): void {
  res.status(200).json(value);
}
