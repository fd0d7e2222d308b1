import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, isDomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore, WrongExpectedRevisionError } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { ALREADY_REGISTERED, betaRegistrationAggregate } from '../beta-registration.decider.js';
import { BetaRegistrationsProjection } from '../registrations/beta-registrations.projection.js';
import { type BetaRegistrationReceipt, RegisterForBetaCommand } from './register-for-beta.command.js';

@CommandHandler(RegisterForBetaCommand)
export class RegisterForBetaHandler implements ICommandHandler<RegisterForBetaCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ applicant, at, ip }: RegisterForBetaCommand): Promise<BetaRegistrationReceipt> {
    const email = applicant.email.toLowerCase();
    try {
      const { position } = await handleCommand(
        this.store,
        betaRegistrationAggregate,
        email,
        { type: 'RegisterForBeta', data: { ...applicant, email }, at },
        { ip },
      );
      if (position) await this.readYourWrites.waitFor([BetaRegistrationsProjection.NAME], position);
    } catch (err) {
      // The form's answer names the field (`errors.email`), the same for a registered address and
      // for a lost race.
      if (isDomainError('conflict')(err) || err instanceof WrongExpectedRevisionError) {
        throw new DomainError('conflict', ALREADY_REGISTERED, { email: ['already registered'] });
      }
      throw err;
    }
    return { message: 'Welcome to ScholarLens.', registeredAt: at.toISOString() };
  }
}
