import { Command } from '@nestjs/cqrs';
import type { CitationGraphAnswer } from '@scholarlens/contracts';

/**
 * A paper's references and citing works: from the read model while younger than the refresh age
 * (or when asked to `refresh`, fetched again), else fetched from OpenAlex and recorded.
 */
export class LoadCitationGraphCommand extends Command<CitationGraphAnswer> {
  constructor(
    readonly paperId: string,
    readonly refresh: boolean,
  ) {
    super();
  }
}
