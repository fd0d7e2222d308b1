import { Command } from '@nestjs/cqrs';
import type { BetaRegistrationReceipt } from '@scholarlens/contracts';
import type { BetaApplicant } from '../beta-registration.js';

export type { BetaRegistrationReceipt };

/** Anyone asks for beta access; an address registers once. */
export class RegisterForBetaCommand extends Command<BetaRegistrationReceipt> {
  constructor(
    readonly applicant: BetaApplicant,
    readonly at: Date,
    readonly ip?: string,
  ) {
    super();
  }
}
