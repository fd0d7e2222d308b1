/**
 * API keys (docs/ARCHITECTURE.md §9, §10): `Authorization: Bearer sk_live_…` authenticates a call
 * instead of the session cookie. The institution's API-access context registers the verifier (as
 * contexts register sign-in gates); the platform only reads the header, asks, and seats the answer
 * where the session user would be, so the access guard, InstitutionAccess and every handler see the
 * key's identity through the same `sessionUserOf(req)` and apply the same rules.
 *
 * The request gets a session object of its own that is never stored: express-session leaves a
 * request that already has one alone, so no cookie is set and nothing reaches Redis. A key call
 * never reads the cookie, which is why the CSRF origin check does not apply to it (csrf.ts): a page
 * on another origin cannot set this header without a CORS preflight, which the app never grants.
 * Every request asks the verifier (one indexed read), so a revoked key is refused at once.
 */
import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { API_KEY_MESSAGES, API_KEY_PREFIX, type AuthUser } from '@scholarlens/contracts';

/** Who an API key speaks for: its identity (as a session would hold it) and the key. */
export interface ApiKeyCaller {
  user: AuthUser;
  keyId: string;
  institutionId: string;
}

export type ApiKeyVerification = (secret: string) => Promise<ApiKeyCaller | null>;

/** The one registered verification (the API-access context's); none registered: every key is refused. */
@Injectable()
export class ApiKeyVerifier {
  private verification: ApiKeyVerification | null = null;

  register(verification: ApiKeyVerification): void {
    this.verification = verification;
  }

  verify(secret: string): Promise<ApiKeyCaller | null> {
    return this.verification ? this.verification(secret) : Promise.resolve(null);
  }
}

/** The key in `Authorization: Bearer sk_live_…`, or null when the request carries none. */
export function presentedApiKey(req: Pick<Request, 'get'>): string | null {
  const header = req.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1].startsWith(API_KEY_PREFIX) ? match[1] : null;
}

type KeyedRequest = Request & { apiKey?: ApiKeyCaller };

/** The API key a request was authenticated with (null: a session or anonymous call). */
export function apiKeyOf(req: unknown): ApiKeyCaller | null {
  return (req as KeyedRequest).apiKey ?? null;
}

/** A session object that holds the key's identity for this request only and is never saved. */
function requestOnlySession(user: AuthUser): Record<string, unknown> {
  const done = (callback?: (err?: unknown) => void) => callback?.();
  return {
    user,
    cookie: {},
    id: 'api-key',
    save: done,
    reload: done,
    touch: () => undefined,
    destroy: done,
    regenerate: (callback?: (err?: unknown) => void) => callback?.(new Error('An API key call has no session to regenerate')),
    resetMaxAge: () => undefined,
  };
}

/** Mounted before the session middleware: a request with a key is authenticated by it, or refused 401. */
export function apiKeyAuthentication(verifier: ApiKeyVerifier): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const secret = presentedApiKey(req);
    if (!secret) return next();
    try {
      const caller = await verifier.verify(secret);
      if (!caller) {
        res.status(401).json({ message: API_KEY_MESSAGES.invalid });
        return;
      }
      (req as KeyedRequest).apiKey = caller;
      (req as unknown as { session: unknown }).session = requestOnlySession(caller.user);
      next();
    } catch (err) {
      next(err);
    }
  };
}
