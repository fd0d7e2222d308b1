import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { INSTITUTION_MESSAGES, type ResearchTeam, type TeamMember } from '@scholarlens/contracts';
import { CurrentUser, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { AddTeamMemberCommand } from './adding-team-member/add-team-member.command.js';
import { AddTeamMemberDto } from './adding-team-member/add-team-member.dto.js';
import { CreateTeamCommand } from './creating-team/create-team.command.js';
import { CreateTeamDto } from './creating-team/create-team.dto.js';
import { InstitutionAccess, isUuid } from './ports.js';
import { TeamMembersQuery, TeamQuery, TeamsOfInstitutionQuery } from './teams-by-institution/teams-by-institution.query.js';

/** Research teams of the caller's institution (spec inst §2 Teams tab, §5): members only; another institution's team is 404. */
@Controller('api/institution/teams')
export class TeamsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(InstitutionAccess) private readonly access: InstitutionAccess,
  ) {}

  @SignedIn()
  @Get()
  @Answers('ResearchTeam[]')
  async list(@CurrentUser() user: SessionUser): Promise<ResearchTeam[]> {
    const me = await this.access.memberOf(user);
    return this.queryBus.execute(new TeamsOfInstitutionQuery(me.institutionId));
  }

  @SignedIn()
  @Post()
  @Answers('ResearchTeam')
  @HttpCode(HttpStatus.CREATED)
  async create(@Body() body: CreateTeamDto, @CurrentUser() user: SessionUser): Promise<ResearchTeam> {
    const me = await this.access.memberOf(user);
    return this.commandBus.execute(new CreateTeamCommand(me, body));
  }

  @SignedIn()
  @Get(':teamId/members')
  @Answers('TeamMember[]')
  async members(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<TeamMember[]> {
    const me = await this.access.memberOf(user);
    if (!isUuid(teamId) || !(await this.queryBus.execute(new TeamQuery(me.institutionId, teamId)))) {
      throw new DomainError('not-found', INSTITUTION_MESSAGES.teamNotFound);
    }
    return this.queryBus.execute(new TeamMembersQuery(me.institutionId, teamId));
  }

  @SignedIn()
  @Post(':teamId/members')
  @Answers('TeamMember[]')
  @HttpCode(HttpStatus.CREATED)
  async addMember(@Param('teamId') teamId: string, @Body() body: AddTeamMemberDto, @CurrentUser() user: SessionUser): Promise<TeamMember[]> {
    const me = await this.access.memberOf(user);
    return this.commandBus.execute(new AddTeamMemberCommand(me, teamId, body.memberId, body.role ?? 'member'));
  }
}
