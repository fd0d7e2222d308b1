import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { institutionAggregate } from '../institution.decider.js';
import { MembersDirectoryProjection } from '../members-directory/members-directory.projection.js';
import { AcceptInvitationCommand } from './accept-invitation.command.js';

@CommandHandler(AcceptInvitationCommand)
export class AcceptInvitationHandler implements ICommandHandler<AcceptInvitationCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ institutionId, email, userId, at, waitForReadModel }: AcceptInvitationCommand): Promise<void> {
    const { position } = await handleCommand(this.store, institutionAggregate, institutionId, { type: 'AcceptInvitation', data: { email, userId, at } }, { userId });
    if (!waitForReadModel) return;
    // Nothing new: another caller (the sign-in reactor) accepted it a moment ago, maybe not projected
    // yet; waiting for the log's head makes the caller's next read see the membership either way.
    await this.readYourWrites.waitFor([MembersDirectoryProjection.NAME], position ?? (await this.store.headPosition()));
  }
}
