/**
 * The relying party side of sign-in (docs/ARCHITECTURE.md §9), on openid-client v6: authorization code
 * flow with PKCE, state and nonce kept in the server-side session. The issuer is OIDC_ISSUER
 * (Google in production) or, when none is configured, the local issuer this app serves at /oidc.
 *
 * Discovery is lazy (first sign-in), because the local issuer is served by this very process and
 * is not reachable before it listens; a failed discovery is retried at the next sign-in.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import * as client from 'openid-client';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';

export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What the issuer tells us about the person signing in. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string;
  name: string;
  picture: string | null;
  /** True when the identity comes from the local issuer (demo accounts). */
  local: boolean;
  /** The ID token's `amr` claim (authentication methods), empty when the issuer does not say. */
  amr: string[];
}

export class SignInError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SignInError';
  }
}

export const LOCAL_ISSUER_PATH = '/oidc';
export const CALLBACK_PATH = '/auth/callback';

export function localIssuerUrl(config: AppConfig): string {
  return `${config.publicUrl}${LOCAL_ISSUER_PATH}`;
}

@Injectable()
export class OidcClient {
  private readonly logger = new Logger('OidcClient');
  private discovered: Promise<client.Configuration> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get usesLocalIssuer(): boolean {
    return this.config.oidc.issuer === null;
  }

  get issuerUrl(): string {
    return this.config.oidc.issuer ?? localIssuerUrl(this.config);
  }

  get redirectUri(): string {
    return `${this.config.publicUrl}${CALLBACK_PATH}`;
  }

  /** Starts a sign-in: the issuer's authorization URL and the checks to keep in the session. */
  async start(): Promise<{ url: URL; checks: SignInChecks }> {
    const configuration = await this.configuration();
    const checks: SignInChecks = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const parameters: Record<string, string> = {
      redirect_uri: this.redirectUri,
      scope: 'openid profile email',
      response_type: 'code',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    };
    // The local issuer keeps its own session; asking for a fresh login lets the demo accounts be
    // switched after /auth/logout. External issuers (Google) offer their own account chooser.
    parameters.prompt = this.usesLocalIssuer ? 'login' : 'select_account';
    return { url: client.buildAuthorizationUrl(configuration, parameters), checks };
  }

  /** Finishes a sign-in: exchanges the code (checking state, nonce, PKCE) and reads the identity. */
  async finish(callbackUrl: URL, checks: SignInChecks): Promise<VerifiedIdentity> {
    const configuration = await this.configuration();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      throw new SignInError(`The sign-in could not be completed: ${(err as Error).message}`, { cause: err });
    }
    const claims = tokens.claims();
    if (!claims) throw new SignInError('The issuer returned no ID token');
    let profile: Record<string, unknown> = { ...claims };
    // Issuers may keep profile claims out of the ID token (oidc-provider does when an access token
    // is issued); the UserInfo endpoint has them.
    if (typeof profile.email !== 'string' && tokens.access_token) {
      const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      profile = { ...profile, ...userInfo };
    }
    const email = typeof profile.email === 'string' ? profile.email.toLowerCase() : null;
    if (!email) throw new SignInError('The issuer did not share an e-mail address');
    if (profile.email_verified === false) throw new SignInError('The e-mail address is not verified');
    const name = typeof profile.name === 'string' && profile.name.trim() ? profile.name.trim() : email;
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email,
      name,
      picture: typeof profile.picture === 'string' ? profile.picture : null,
      local: this.usesLocalIssuer,
      amr: Array.isArray(claims.amr) ? claims.amr.filter((m): m is string => typeof m === 'string') : [],
    };
  }

  private configuration(): Promise<client.Configuration> {
    if (!this.discovered) {
      const issuer = new URL(this.issuerUrl);
      const { clientId, clientSecret } = this.config.oidc;
      this.discovered = client
        .discovery(issuer, clientId, undefined, client.ClientSecretPost(clientSecret), {
          // Plain http only for a loopback/dev issuer such as the local one; https everywhere else.
          execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        })
        .catch((err: Error) => {
          this.discovered = null;
          this.logger.error(`Discovery of ${issuer.href} failed: ${err.message}`);
          throw new SignInError(`The sign-in provider is unreachable (${issuer.origin})`, { cause: err });
        });
    }
    return this.discovered;
  }
}
