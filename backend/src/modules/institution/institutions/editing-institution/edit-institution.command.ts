import { Command } from '@nestjs/cqrs';
import type { AdminInstitution } from '@scholarlens/contracts';
import type { InstitutionProfile } from '../institution.js';

/** An admin edits an institution's profile (tier, seats, names); maxUsers never below the seats taken. */
export class EditInstitutionCommand extends Command<AdminInstitution> {
  constructor(
    readonly institutionId: string,
    readonly changes: Partial<InstitutionProfile>,
    readonly byUserId: string,
  ) {
    super();
  }
}
