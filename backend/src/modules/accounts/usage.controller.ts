import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { UsageRecord } from '@scholarlens/contracts';
import { CurrentUser, type SessionUser, SignedIn } from '../../platform/auth/access.js';
import { RecordUsageCommand } from './recording-usage/record-usage.command.js';
import { RecordUsageDto } from './recording-usage/record-usage.dto.js';
import { UsageQuery } from './usage-counts/usage.query.js';

@Controller('api/usage')
export class UsageController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  /** The signed-in user's usage: aiSummary today (UTC), the other features all time. */
  @SignedIn()
  @Get()
  list(@CurrentUser() user: SessionUser): Promise<UsageRecord[]> {
    return this.queryBus.execute(new UsageQuery(user.id));
  }

  /** Records one use of a metered feature; answers its count after the usage read model has it. */
  @SignedIn()
  @Post()
  @HttpCode(HttpStatus.CREATED)
  record(@Body() body: RecordUsageDto, @CurrentUser() user: SessionUser): Promise<UsageRecord> {
    return this.commandBus.execute(new RecordUsageCommand(user.id, body.feature));
  }
}
