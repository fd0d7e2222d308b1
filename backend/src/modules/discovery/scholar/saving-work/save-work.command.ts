import { Command } from '@nestjs/cqrs';
import type { SaveWorkAnswer } from '@scholarlens/contracts';

export type { SaveWorkAnswer };

/** Import a live (OpenAlex) work into the catalog for a signed-in user. */
export class SaveWorkCommand extends Command<SaveWorkAnswer> {
  constructor(
    readonly workId: string,
    readonly userId: string,
  ) {
    super();
  }
}
