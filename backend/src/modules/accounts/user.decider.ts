/** What each command on a user decides, given the user's state (pure: no I/O, no clock). */
import type { MeteredFeature, PlanId, Role } from '@scholarlens/contracts';
import { DomainError } from '../../platform/domain/domain-error.js';
import type { Aggregate } from '../../platform/event-store/aggregate.js';
import { type UserEvent, type UserState, evolve, initialUserState, userStreamId } from './user.js';

export type SignIn = {
  type: 'SignIn';
  data: { email: string; name: string; avatar: string | null; role: Role; seedPlan: PlanId };
};
export type ChangePlan = { type: 'ChangePlan'; data: { plan: PlanId; changedBy: string } };
export type RecordUsage = { type: 'RecordUsage'; data: { feature: MeteredFeature; at: string } };
export type UserCommand = SignIn | ChangePlan | RecordUsage;

export const USER_NOT_FOUND = 'User not found';

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'SignIn': {
      const { seedPlan, ...profile } = command.data;
      const events: UserEvent[] = [{ type: 'UserSignedIn', data: profile }];
      // A demo account starts on its seed plan: only at its very first sign-in.
      if (state.status === 'unknown' && seedPlan !== 'free') {
        events.push({ type: 'PlanChanged', data: { plan: seedPlan, changedBy: 'seed' } });
      }
      return events;
    }
    case 'ChangePlan': {
      if (state.status === 'unknown') throw new DomainError('not-found', USER_NOT_FOUND);
      if (state.plan === command.data.plan) return []; // already on that plan: nothing happens
      return [{ type: 'PlanChanged', data: command.data }];
    }
    case 'RecordUsage': {
      if (state.status === 'unknown') throw new DomainError('not-found', USER_NOT_FOUND);
      return [{ type: 'UsageRecorded', data: command.data }];
    }
  }
}

/** A user's commands commute (a sign-in, a plan change, a use): a concurrent write is decided again on the fresh state. */
export const userAggregate: Aggregate<UserEvent, UserState, UserCommand> = {
  streamId: userStreamId,
  initial: initialUserState,
  evolve,
  decide,
};
