import { Command } from '@nestjs/cqrs';
import type { AuthUser, PlanId } from '@scholarlens/contracts';

/** An admin puts a user on a plan; answers the updated user. */
export class ChangePlanCommand extends Command<AuthUser> {
  constructor(
    readonly userId: string,
    readonly plan: PlanId,
    readonly changedBy: string,
  ) {
    super();
  }
}
