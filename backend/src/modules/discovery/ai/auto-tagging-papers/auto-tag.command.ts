import { Command } from '@nestjs/cqrs';

export interface AutoTagAnswer {
  status: 200 | 202;
  taggedPapers: number;
}

/** Tag the newest untagged papers (a Bull job); answers how many were tagged. */
export class AutoTagCommand extends Command<AutoTagAnswer> {
  constructor(
    readonly batchSize: number,
    readonly userId: string,
  ) {
    super();
  }
}
