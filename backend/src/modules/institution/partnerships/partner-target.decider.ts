/** What creating, editing and recording outreach to a partner target decide (pure; the handler passes `at`; the console-admin rule is the route's). */
import { PARTNERSHIP_MESSAGES } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type PartnerOutreachSent,
  type PartnerTargetCreated,
  type PartnerTargetEdited,
  type PartnerTargetEvent,
  type PartnerTargetState,
  evolve,
  initialPartnerTargetState,
  partnerStreamId,
} from './partner-target.js';

export type CreatePartnerTarget = { type: 'CreatePartnerTarget'; data: PartnerTargetCreated['data'] };
export type EditPartnerTarget = { type: 'EditPartnerTarget'; data: PartnerTargetEdited['data'] };
export type RecordOutreach = { type: 'RecordOutreach'; data: PartnerOutreachSent['data'] };
export type PartnerTargetCommand = CreatePartnerTarget | EditPartnerTarget | RecordOutreach;

export function decide(command: PartnerTargetCommand, state: PartnerTargetState): PartnerTargetEvent[] {
  switch (command.type) {
    case 'CreatePartnerTarget':
      if (state.exists) throw new DomainError('conflict', 'This partner target already exists');
      return [{ type: 'PartnerTargetCreated', data: command.data }];
    case 'EditPartnerTarget':
      if (!state.exists) throw new DomainError('not-found', PARTNERSHIP_MESSAGES.notFound);
      return [{ type: 'PartnerTargetEdited', data: command.data }];
    case 'RecordOutreach':
      if (!state.exists) throw new DomainError('not-found', PARTNERSHIP_MESSAGES.notFound);
      if (command.data.message.trim() === '') throw new DomainError('invalid', `message: ${PARTNERSHIP_MESSAGES.missingInformation}`);
      return [{ type: 'PartnerOutreachSent', data: command.data }];
  }
}

export const partnerTargetAggregate: Aggregate<PartnerTargetEvent, PartnerTargetState, PartnerTargetCommand> = {
  streamId: partnerStreamId,
  initial: initialPartnerTargetState,
  evolve,
  decide,
};
