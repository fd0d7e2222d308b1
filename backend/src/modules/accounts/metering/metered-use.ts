/**
 * Enforces a metered feature on the server (spec core §6): the user's plan (users read model) and
 * usage in the feature's window (usage-counts read model) decide with `checkEntitlement`; the use
 * is recorded (UsageRecorded, accounts context) only when the work succeeded and produced
 * something new. A user's metered uses run one at a time, so two requests at once cannot both
 * take the last free use, in one process or several (a PostgreSQL advisory lock, platform/concurrency).
 */
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { MeteredFeature } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { RecordUsageCommand } from '../recording-usage/record-usage.command.js';
import { UsageQuery } from '../usage-counts/usage.query.js';
import { UserByIdQuery } from '../users/user-by-id.query.js';
import { checkEntitlement } from './entitlement.js';
import { AdvisoryLocks } from '../../../platform/concurrency/advisory-locks.js';

export interface MeteredResult<T> {
  value: T;
  /** Whether this use counts (false when a stored result was answered). */
  charge: boolean;
}

@Injectable()
export class MeteredUse {
  constructor(
    @Inject(AdvisoryLocks) private readonly locks: AdvisoryLocks,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  async run<T>(userId: string, feature: MeteredFeature, messages: { unauthenticated?: string; forbidden: string; 'limit-reached': string }, work: () => Promise<MeteredResult<T>>): Promise<T> {
    return this.locks.run(`metering:${userId}:${feature}`, async () => {
      const user = await this.queryBus.execute(new UserByIdQuery(userId));
      const usage = user ? await this.queryBus.execute(new UsageQuery(userId, new Date(), [feature])) : [];
      const decision = checkEntitlement(user?.plan ?? null, feature, usage);
      if (!decision.allowed) {
        const message = decision.refusal === 'unauthenticated' ? (messages.unauthenticated ?? 'Sign in to use this feature') : messages[decision.refusal];
        throw new DomainError(decision.refusal, message);
      }
      const { value, charge } = await work();
      if (charge) await this.commandBus.execute(new RecordUsageCommand(userId, feature, new Date()));
      return value;
    });
  }
}
