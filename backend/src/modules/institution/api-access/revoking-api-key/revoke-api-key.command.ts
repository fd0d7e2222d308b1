import { Command } from '@nestjs/cqrs';
import type { ApiKey } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** An institution administrator revokes one of its keys; from the answer on, the key is refused. */
export class RevokeApiKeyCommand extends Command<ApiKey> {
  constructor(
    readonly by: Membership,
    readonly userId: string,
    readonly keyId: string,
  ) {
    super();
  }
}
