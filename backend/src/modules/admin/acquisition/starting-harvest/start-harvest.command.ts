import { Command } from '@nestjs/cqrs';
import type { HarvestParams } from '../harvest.js';

export interface StartHarvestAnswer {
  /** False when a run was running already (it goes on; no second one starts). */
  started: boolean;
  runId: string;
  message: string;
}

/** An admin starts a bulk acquisition: an OAI-PMH harvest run (POST /api/papers/bulk-scrape). */
export class StartHarvestCommand extends Command<StartHarvestAnswer> {
  constructor(
    readonly params: HarvestParams,
    readonly userId: string | null,
  ) {
    super();
  }
}
