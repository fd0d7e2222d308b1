import { Command } from '@nestjs/cqrs';
import type { AdminInstitution } from '@scholarlens/contracts';
import type { InstitutionProfile } from '../institution.js';

/** An admin creates an institution; `adminEmail` is invited as its administrator. */
export class CreateInstitutionCommand extends Command<AdminInstitution> {
  constructor(
    readonly profile: InstitutionProfile,
    readonly adminEmail: string,
    readonly byUserId: string,
    /** Given by the first-start seed (a fixed id makes it idempotent); generated otherwise. */
    readonly institutionId?: string,
  ) {
    super();
  }
}
