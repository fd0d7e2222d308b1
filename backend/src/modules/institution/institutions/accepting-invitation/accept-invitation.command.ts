import { Command } from '@nestjs/cqrs';

/** A person with `email` signed in as `userId` at `at`: their pending invitation, if any, becomes an active membership. */
export class AcceptInvitationCommand extends Command<void> {
  constructor(
    readonly institutionId: string,
    readonly email: string,
    readonly userId: string,
    readonly at: string,
    /** False inside the sign-in reactor (a projection must not wait for projections). */
    readonly waitForReadModel = true,
  ) {
    super();
  }
}
