import { Command } from '@nestjs/cqrs';
import type { AnalyticsSettings } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** A member links their own author ids (ORCID, OpenAlex author), which ties their works to their department. */
export class LinkAuthorCommand extends Command<AnalyticsSettings> {
  constructor(
    readonly by: Membership,
    readonly orcid: string | undefined,
    readonly openAlexAuthorId: string | undefined,
  ) {
    super();
  }
}
