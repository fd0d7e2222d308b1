import { Command } from '@nestjs/cqrs';
import type { Paper } from '@scholarlens/contracts';
import type { RecordIntelligence, RecordSummary, RecordTags } from '../paper.decider.js';

export interface RecordAiResultAnswer {
  /** False when the decider kept what was stored (a fresh result within the reuse window, or an already tagged paper). */
  recorded: boolean;
  /** The paper after the write, read once the papers projection has it (null when `waitForReadModel` is false). */
  paper: Paper | null;
}

/** Stores an AI result (summary, tags, intelligence) as an event of the paper (spec core §3). */
export class RecordPaperAiResultCommand extends Command<RecordAiResultAnswer> {
  constructor(
    readonly paperId: string,
    readonly command: RecordSummary | RecordTags | RecordIntelligence,
    readonly userId: string | null,
    readonly waitForReadModel = true,
  ) {
    super();
  }
}
