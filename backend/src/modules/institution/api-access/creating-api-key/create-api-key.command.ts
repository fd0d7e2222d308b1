import { Command } from '@nestjs/cqrs';
import type { CreatedApiKey } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** An institution administrator creates an API key; answers it with its secret, this once. */
export class CreateApiKeyCommand extends Command<CreatedApiKey> {
  constructor(
    readonly by: Membership,
    readonly userId: string,
    readonly creatorName: string,
    readonly name: string,
  ) {
    super();
  }
}
