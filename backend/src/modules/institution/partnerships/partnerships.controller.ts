import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { PartnerOutreach, PartnerTarget, PartnershipsOverview } from '@scholarlens/contracts';
import { AdminOnly, CurrentUser, type SessionUser } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { CreatePartnerTargetCommand } from './creating-partner-target/create-partner-target.command.js';
import { PartnerTargetDto } from './creating-partner-target/partner-target.dto.js';
import { EditPartnerTargetCommand } from './editing-partner-target/edit-partner-target.command.js';
import { PartnershipsOverviewQuery } from './partner-targets/partner-targets.query.js';
import { SendOutreachCommand } from './sending-outreach/send-outreach.command.js';
import { SendOutreachDto } from './sending-outreach/send-outreach.dto.js';

/**
 * Partnership outreach (spec inst §2 "/partnerships"; issue #36 item 6): ScholarLens staff, the
 * console's admins, keep partner targets and send outreach e-mails. Nobody else reaches any of it.
 */
@AdminOnly()
@Controller('api/partnerships')
export class PartnershipsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @Answers('PartnershipsOverview')
  overview(): Promise<PartnershipsOverview> {
    return this.queryBus.execute(new PartnershipsOverviewQuery());
  }

  @Post('targets')
  @Answers('PartnerTarget')
  @HttpCode(HttpStatus.CREATED)
  create(@Body() body: PartnerTargetDto, @CurrentUser() user: SessionUser): Promise<PartnerTarget> {
    return this.commandBus.execute(new CreatePartnerTargetCommand(user.id, body));
  }

  @Put('targets/:targetId')
  @Answers('PartnerTarget')
  edit(@Param('targetId') targetId: string, @Body() body: PartnerTargetDto, @CurrentUser() user: SessionUser): Promise<PartnerTarget> {
    return this.commandBus.execute(new EditPartnerTargetCommand(user.id, targetId, body));
  }

  @Post('targets/:targetId/outreach')
  @Answers('PartnerOutreach')
  @HttpCode(HttpStatus.CREATED)
  outreach(@Param('targetId') targetId: string, @Body() body: SendOutreachDto, @CurrentUser() user: SessionUser): Promise<PartnerOutreach> {
    return this.commandBus.execute(new SendOutreachCommand({ id: user.id, name: user.name, email: user.email }, targetId, body.message));
  }
}
