import { Command } from '@nestjs/cqrs';

export interface SaveWorkAnswer {
  /** The catalog paper (open it at /paper/:id). */
  paperId: string;
  /** imported: new in the catalog; already-in-catalog: it was there (same arXiv id, OpenAlex id or DOI). */
  status: 'imported' | 'already-in-catalog';
  message: string;
}

/** Import a live (OpenAlex) work into the catalog for a signed-in user. */
export class SaveWorkCommand extends Command<SaveWorkAnswer> {
  constructor(
    readonly workId: string,
    readonly userId: string,
  ) {
    super();
  }
}
