/**
 * Checks other contexts make before a verified identity becomes a session (docs/ARCHITECTURE.md §9,
 * §15): the security context refuses a member signing in from an address outside their
 * institution's IP whitelist. Registered at module init, as projections are; each answers null
 * (admit) or the reason it refuses, which the sign-in page shows.
 */
import { Injectable } from '@nestjs/common';

export interface SignInAttempt {
  userId: string;
  email: string;
  /** The client address (the socket's peer, or X-Forwarded-For under TRUST_PROXY). */
  ip: string | null;
  /** The ID token's `amr` claim: how the issuer authenticated the person (empty when not said). */
  amr: readonly string[];
}

export type SignInGate = (attempt: SignInAttempt) => Promise<string | null>;

@Injectable()
export class SignInGates {
  private readonly gates: SignInGate[] = [];

  register(gate: SignInGate): void {
    this.gates.push(gate);
  }

  /** The first refusal, or null when every gate admits the attempt. */
  async refusal(attempt: SignInAttempt): Promise<string | null> {
    for (const gate of this.gates) {
      const reason = await gate(attempt);
      if (reason) return reason;
    }
    return null;
  }
}
