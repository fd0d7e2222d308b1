/** Accounts (docs/ARCHITECTURE.md): users, their plans, their recorded usage and the metering gate; sign-in and the session's user. */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projections.module.js';
import { AccountsController } from './accounts.controller.js';
import { ChangePlanHandler } from './changing-plan/change-plan.handler.js';
import { MeteredUse } from './metering/metered-use.js';
import { RecordUsageHandler } from './recording-usage/record-usage.handler.js';
import { SignInHandler } from './signing-in/sign-in.handler.js';
import { UsageCountsProjection } from './usage-counts/usage-counts.projection.js';
import { UsageHandler } from './usage-counts/usage.query.js';
import { UserByIdHandler } from './users/user-by-id.query.js';
import { UsersProjection } from './users/users.projection.js';

@Module({
  controllers: [AccountsController],
  providers: [
    SignInHandler,
    RecordUsageHandler,
    ChangePlanHandler,
    UserByIdHandler,
    UsageHandler,
    UsersProjection,
    UsageCountsProjection,
    MeteredUse,
  ],
  // Metering is the accounts context's gate that other contexts (ai, library) use through their ports.
  exports: [MeteredUse],
})
export class AccountsModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(UsersProjection) private readonly users: UsersProjection,
    @Inject(UsageCountsProjection) private readonly usage: UsageCountsProjection,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.users, this.usage);
  }
}
