import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AuthUser, UsageRecord } from '@scholarlens/contracts';
import { AdminOnly, CurrentUser, type SessionUser, SignedIn } from '../../platform/auth/access.js';
import { Answers } from '../../platform/http/answers.js';
import { ChangePlanCommand } from './changing-plan/change-plan.command.js';
import { ChangePlanDto } from './changing-plan/change-plan.dto.js';
import { RecordUsageCommand } from './recording-usage/record-usage.command.js';
import { RecordUsageDto } from './recording-usage/record-usage.dto.js';
import { UsageQuery } from './usage-counts/usage.query.js';

/** A user's usage of metered features, and admins putting users on plans (sign-in and the session: auth.controller.ts). */
@Controller('api')
export class AccountsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  /** The signed-in user's usage: aiSummary today (UTC), the other features all time. */
  @SignedIn()
  @Get('usage')
  @Answers('UsageRecord[]')
  listUsage(@CurrentUser() user: SessionUser): Promise<UsageRecord[]> {
    return this.queryBus.execute(new UsageQuery(user.id));
  }

  /** Records one use of a metered feature; answers its count after the usage read model has it. */
  @SignedIn()
  @Post('usage')
  @Answers('UsageRecord')
  @HttpCode(HttpStatus.CREATED)
  recordUsage(@Body() body: RecordUsageDto, @CurrentUser() user: SessionUser): Promise<UsageRecord> {
    return this.commandBus.execute(new RecordUsageCommand(user.id, body.feature));
  }

  /** Admins put a user on a plan; the answer is the updated user. */
  @AdminOnly()
  @Post('admin/users/:id/plan')
  @Answers('AuthUser')
  @HttpCode(HttpStatus.OK)
  changePlan(@Param('id') id: string, @Body() body: ChangePlanDto, @CurrentUser() admin: SessionUser): Promise<AuthUser> {
    return this.commandBus.execute(new ChangePlanCommand(id, body.plan, admin.id));
  }
}
