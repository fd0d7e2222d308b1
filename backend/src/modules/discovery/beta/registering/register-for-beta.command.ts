import type { BetaApplicant } from '../beta-registration.js';

export class RegisterForBetaCommand {
  constructor(
    readonly applicant: BetaApplicant,
    readonly at: Date,
    readonly ip?: string,
  ) {}
}
