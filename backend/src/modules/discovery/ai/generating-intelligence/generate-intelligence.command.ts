import { Command } from '@nestjs/cqrs';
import type { Intelligence } from '@scholarlens/contracts';

/** Someone asks for a paper's research intelligence (not metered: spec core §6). */
export class GenerateIntelligenceCommand extends Command<Intelligence> {
  constructor(
    readonly key: string,
    readonly userId: string | null,
  ) {
    super();
  }
}
