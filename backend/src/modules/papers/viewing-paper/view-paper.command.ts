import { Command } from '@nestjs/cqrs';
import type { Paper } from '@scholarlens/contracts';

/** Someone opens a paper (by its id or arXiv id): counts the view, answers the paper with it. */
export class ViewPaperCommand extends Command<Paper> {
  constructor(
    readonly key: string,
    readonly userId: string | null,
  ) {
    super();
  }
}
