import { Command } from '@nestjs/cqrs';
import type { BetaApplicant } from '../beta-registration.js';

export interface BetaRegistrationReceipt {
  message: string;
  registeredAt: string;
}

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
