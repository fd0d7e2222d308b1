import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, WrongExpectedRevisionError } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { AlreadyRegisteredError, betaRegistration } from '../beta-registration.js';
import { BetaRegistrationsProjection } from '../registrations/beta-registrations.projection.js';
import { RegisterForBetaCommand } from './register-for-beta.command.js';

export interface BetaRegistrationReceipt {
  message: string;
  registeredAt: string;
}

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
        betaRegistration,
        email,
        { type: 'RegisterForBeta', data: { ...applicant, email }, at },
        { ip },
      );
      if (position) await this.readYourWrites.waitFor([BetaRegistrationsProjection.NAME], position);
    } catch (err) {
      if (err instanceof AlreadyRegisteredError || err instanceof WrongExpectedRevisionError) {
        throw new ConflictException({ message: new AlreadyRegisteredError().message, errors: { email: ['already registered'] } });
      }
      throw err;
    }
    return { message: 'Welcome to ScholarLens.', registeredAt: at.toISOString() };
  }
}
