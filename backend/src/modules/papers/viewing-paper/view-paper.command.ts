import { Command } from '@nestjs/cqrs';
import type { Paper } from '@scholarlens/contracts';

/**
 * Someone opens a paper (by its id or arXiv id): counts the view, at most once per visitor per
 * paper per hour (`visitor`: the user, else the client IP), and answers the paper with it.
 */
export class ViewPaperCommand extends Command<Paper> {
  constructor(
    readonly key: string,
    readonly userId: string | null,
    readonly visitor: string,
  ) {
    super();
  }
}
