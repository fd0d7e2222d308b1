import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthUser, PlanId } from '@scholarlens/contracts';
import { demoAccountBySub } from '../../../platform/auth/demo-accounts.js';
import type { AppConfig } from '../../../platform/config/config.js';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import { EventStore } from '../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../platform/projections/projections.module.js';
import { handleCommand } from '../../../platform/event-store/aggregate.js';
import { userAggregate } from '../user.decider.js';
import { userIdOfIdentity } from '../user.js';
import { UsersProjection } from '../users/users.projection.js';
import { SignInCommand } from './sign-in.command.js';

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ identity, ip }: SignInCommand): Promise<AuthUser> {
    const userId = userIdOfIdentity(identity);
    const role = this.config.adminEmails.includes(identity.email) ? 'admin' : 'user';
    const seedPlan: PlanId = (identity.local && demoAccountBySub(identity.subject)?.seedPlan) || 'free';
    const { state, position } = await handleCommand(
      this.store,
      userAggregate,
      userId,
      {
        type: 'SignIn',
        data: { email: identity.email, name: identity.name, avatar: identity.picture, role, seedPlan },
      },
      { userId, ip },
    );
    if (position) await this.readYourWrites.waitFor([UsersProjection.NAME], position);
    if (state.status !== 'active') throw new Error('A sign-in left the user inactive');
    const { email, name, avatar, plan } = state;
    return { id: userId, email, name, avatar, plan, role: state.role };
  }
}
