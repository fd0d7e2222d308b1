import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { AuthUser } from '@scholarlens/contracts';
import { EventStore } from '../../../platform/event-store/event-store.port.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { ReadYourWrites } from '../../../platform/projections/projections.module.js';
import { handleCommand } from '../../../platform/event-store/aggregate.js';
import { USER_NOT_FOUND, userAggregate } from '../user.decider.js';
import { UserByIdQuery } from '../users/user-by-id.query.js';
import { UsersProjection } from '../users/users.projection.js';
import { ChangePlanCommand } from './change-plan.command.js';

@CommandHandler(ChangePlanCommand)
export class ChangePlanHandler implements ICommandHandler<ChangePlanCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, plan, changedBy }: ChangePlanCommand): Promise<AuthUser> {
    const { position } = await handleCommand(
      this.store,
      userAggregate,
      userId,
      { type: 'ChangePlan', data: { plan, changedBy } },
      { userId: changedBy },
    );
    if (position) await this.readYourWrites.waitFor([UsersProjection.NAME], position);
    const user = await this.queryBus.execute(new UserByIdQuery(userId));
    if (!user) throw new DomainError('not-found', USER_NOT_FOUND);
    return user;
  }
}
