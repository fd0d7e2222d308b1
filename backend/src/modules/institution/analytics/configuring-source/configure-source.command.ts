import { Command } from '@nestjs/cqrs';
import type { AnalyticsSettings } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** An institution administrator sets the OpenAlex institution (by OpenAlex id or ROR id); a sync starts. */
export class ConfigureSourceCommand extends Command<AnalyticsSettings> {
  constructor(
    readonly by: Membership,
    readonly openAlexId: string | undefined,
    readonly ror: string | undefined,
  ) {
    super();
  }
}
