import { Command } from '@nestjs/cqrs';
import type { MeteredFeature, UsageRecord } from '@scholarlens/contracts';

/** Records one use of a metered feature; answers the feature's count in its current window. */
export class RecordUsageCommand extends Command<UsageRecord> {
  constructor(
    readonly userId: string,
    readonly feature: MeteredFeature,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}
