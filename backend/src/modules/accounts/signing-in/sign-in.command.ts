import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '@scholarlens/contracts';
import type { VerifiedIdentity } from '../../../platform/auth/oidc-client.js';

/** Records a sign-in by a verified identity (creating the user the first time); answers the user. */
export class SignInCommand extends Command<AuthUser> {
  constructor(
    readonly identity: VerifiedIdentity,
    readonly ip?: string,
  ) {
    super();
  }
}
