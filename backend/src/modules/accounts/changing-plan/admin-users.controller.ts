import { Body, Controller, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AuthUser } from '@scholarlens/contracts';
import { AdminOnly, CurrentUser, type SessionUser } from '../../../platform/auth/access.js';
import { ChangePlanCommand } from './change-plan.command.js';
import { ChangePlanDto } from './change-plan.dto.js';

@Controller('api/admin/users')
export class AdminUsersController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  /** Admins put a user on a plan; the answer is the updated user. */
  @AdminOnly()
  @Post(':id/plan')
  @HttpCode(HttpStatus.OK)
  changePlan(@Param('id') id: string, @Body() body: ChangePlanDto, @CurrentUser() admin: SessionUser): Promise<AuthUser> {
    return this.commandBus.execute(new ChangePlanCommand(id, body.plan, admin.id));
  }
}
