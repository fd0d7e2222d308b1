import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AdminInstitution, Institution, InstitutionActivity, InstitutionUsageDay, InstitutionUser } from '@scholarlens/contracts';
import { AdminOnly, CurrentUser, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { AdminInstitutionQuery, AdminInstitutionsQuery } from './admin-institutions.query.js';
import { InstitutionAccess } from './caller-membership/institution-access.js';
import { ChangeMemberStatusCommand } from './changing-member-status/change-member-status.command.js';
import { CreateInstitutionCommand } from './creating-institution/create-institution.command.js';
import { CreateInstitutionDto } from './creating-institution/create-institution.dto.js';
import { EditInstitutionCommand } from './editing-institution/edit-institution.command.js';
import { EditInstitutionDto } from './editing-institution/edit-institution.dto.js';
import { InstitutionActivityQuery } from './institution-activity/institution-activity.query.js';
import { InstitutionUsageDto } from './institution-usage/institution-usage.dto.js';
import { InstitutionUsageQuery } from './institution-usage/institution-usage.query.js';
import { InviteMemberCommand } from './inviting-member/invite-member.command.js';
import { InviteMemberDto } from './inviting-member/invite-member.dto.js';
import { InstitutionUsersQuery } from './members-directory/members-directory.query.js';

/**
 * The institution portal's endpoints (spec inst §2, §7): always the caller's own institution
 * (InstitutionAccess: 404 "No Institution Found" without one; managing members needs an institution
 * administrator, 403), and the admin console's Institutions panel (platform admins).
 */
@Controller('api')
export class InstitutionsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(InstitutionAccess) private readonly access: InstitutionAccess,
  ) {}

  @SignedIn()
  @Get('institution')
  @Answers('Institution')
  async institution(@CurrentUser() user: SessionUser): Promise<Institution> {
    const me = await this.access.memberOf(user);
    const record = await this.queryBus.execute(new AdminInstitutionQuery(me.institutionId));
    if (!record) throw new Error(`The institution of member ${me.memberId} is not readable`);
    const { adminEmails: _a, ...institution } = record;
    return { ...institution, myRole: me.role, myMemberId: me.memberId };
  }

  @SignedIn()
  @Get('institution/users')
  @Answers('InstitutionUser[]')
  async users(@CurrentUser() user: SessionUser): Promise<InstitutionUser[]> {
    const me = await this.access.memberOf(user);
    return this.queryBus.execute(new InstitutionUsersQuery(me.institutionId));
  }

  @SignedIn()
  @Post('institution/users/invite')
  @Answers('InstitutionUser')
  @HttpCode(HttpStatus.CREATED)
  async invite(@Body() body: InviteMemberDto, @CurrentUser() user: SessionUser): Promise<InstitutionUser> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new InviteMemberCommand(me, body.email, body.role ?? 'member', body.department ?? null));
  }

  @SignedIn()
  @Post('institution/users/:memberId/suspend')
  @Answers('InstitutionUser', { nullable: true })
  @HttpCode(HttpStatus.OK)
  async suspend(@Param('memberId') memberId: string, @CurrentUser() user: SessionUser): Promise<InstitutionUser | null> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new ChangeMemberStatusCommand(me, memberId, 'SuspendMember'));
  }

  @SignedIn()
  @Post('institution/users/:memberId/reactivate')
  @Answers('InstitutionUser', { nullable: true })
  @HttpCode(HttpStatus.OK)
  async reactivate(@Param('memberId') memberId: string, @CurrentUser() user: SessionUser): Promise<InstitutionUser | null> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new ChangeMemberStatusCommand(me, memberId, 'ReactivateMember'));
  }

  @SignedIn()
  @Delete('institution/users/:memberId')
  @HttpCode(HttpStatus.NO_CONTENT)
  async revoke(@Param('memberId') memberId: string, @CurrentUser() user: SessionUser): Promise<void> {
    const me = await this.access.adminOf(user);
    await this.commandBus.execute(new ChangeMemberStatusCommand(me, memberId, 'RevokeInvitation'));
  }

  @SignedIn()
  @Get('institution/usage')
  @Answers('InstitutionUsageDay[]')
  async usage(@Query() query: InstitutionUsageDto, @CurrentUser() user: SessionUser): Promise<InstitutionUsageDay[]> {
    const me = await this.access.memberOf(user);
    return this.queryBus.execute(new InstitutionUsageQuery(me.institutionId, query.days ? Number(query.days) : 31));
  }

  @SignedIn()
  @Get('institution/activity')
  @Answers('InstitutionActivity[]')
  async activity(@CurrentUser() user: SessionUser): Promise<InstitutionActivity[]> {
    const me = await this.access.memberOf(user);
    return this.queryBus.execute(new InstitutionActivityQuery(me.institutionId));
  }

  @AdminOnly()
  @Get('admin/institutions')
  @Answers('AdminInstitution[]')
  adminList(): Promise<AdminInstitution[]> {
    return this.queryBus.execute(new AdminInstitutionsQuery());
  }

  @AdminOnly()
  @Post('admin/institutions')
  @Answers('AdminInstitution')
  @HttpCode(HttpStatus.CREATED)
  adminCreate(@Body() body: CreateInstitutionDto, @CurrentUser() user: SessionUser): Promise<AdminInstitution> {
    const { adminEmail, ssoEnabled, ...profile } = body;
    return this.commandBus.execute(new CreateInstitutionCommand({ ...profile, ssoEnabled: ssoEnabled ?? false }, adminEmail, user.id));
  }

  @AdminOnly()
  @Patch('admin/institutions/:id')
  @Answers('AdminInstitution')
  adminEdit(@Param('id') id: string, @Body() body: EditInstitutionDto, @CurrentUser() user: SessionUser): Promise<AdminInstitution> {
    return this.commandBus.execute(new EditInstitutionCommand(id, { ...body }, user.id));
  }
}
