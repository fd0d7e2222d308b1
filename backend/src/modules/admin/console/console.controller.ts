import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminHealth, SystemStatus } from '@scholarlens/contracts';
import { AdminOnly } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { AdminHealthQuery } from './health/admin-health.query.js';
import { SystemStatusQuery } from './system/system-status.query.js';

/** The admin console's dashboard tiles (health badges, security and deployment status): admins only. */
@Controller('api/admin')
export class ConsoleController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @AdminOnly()
  @Get('health')
  @Answers('AdminHealth')
  health(): Promise<AdminHealth> {
    return this.queryBus.execute(new AdminHealthQuery());
  }

  @AdminOnly()
  @Get('system')
  @Answers('SystemStatus')
  system(): Promise<SystemStatus> {
    return this.queryBus.execute(new SystemStatusQuery());
  }
}
