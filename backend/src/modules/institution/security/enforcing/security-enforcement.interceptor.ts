/**
 * Each setting does what it says (issue #31), on every request of a signed-in member of an
 * institution, before the route runs:
 * - session timeout: a session idle longer than the institution's timeout is destroyed and the
 *   request answers 401 (idle time from `securitySeenAt`, which the session keeps, written at most
 *   once a minute so a busy page does not save its session on every call);
 * - IP whitelist: while it has entries, a request to a route that needs sign-in from an address
 *   outside it is refused (403) and recorded as a violation; public pages stay public;
 * - audit logging: while on, the data-access routes are recorded as DATA_ACCESS.
 * The client address is Express's `req.ip`: the socket's peer, or with TRUST_PROXY the address the
 * proxy put in X-Forwarded-For. Sign-in and sign-out (`/auth/*`) pass untouched.
 */
import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Reflector } from '@nestjs/core';
import { SECURITY_MESSAGES } from '@scholarlens/contracts';
import type { Request } from 'express';
import { type Observable, from, switchMap } from 'rxjs';
import { type AccessRule, declaredAccessRule, type SessionUser, sessionUserOf } from '../../../../platform/auth/access.js';
import { destroySession } from '../../../../platform/auth/session.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { addressInRanges, normaliseAddress } from '../ip-ranges.js';
import { type Membership, MembershipOfUserQuery } from '../ports.js';
import { SecurityConfigs } from '../security-config/security-configs.js';
import { SecurityRecorder } from './security-recorder.js';

declare module 'express-session' {
  interface SessionData {
    /** When the session was last used (ms), for the institution's session timeout. */
    securitySeenAt?: number;
  }
}

/** Routes that read members' data (paper views, citation exports): recorded while audit logging is on. */
export const DATA_ACCESS_ROUTES: ReadonlySet<string> = new Set(['GET /api/papers/:id', 'POST /api/papers/:id/citation-export']);

const SEEN_WRITE_MS = 60_000;
const MEMBER_CACHE_MS = 30_000;
/** Non-members are looked up again soon: an invitation accepted a moment ago must take effect. */
const NON_MEMBER_CACHE_MS = 1_000;

@Injectable()
export class SecurityEnforcementInterceptor implements NestInterceptor {
  private readonly memberships = new Map<string, { membership: Membership | null; until: number }>();

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(SecurityConfigs) private readonly configs: SecurityConfigs,
    @Inject(SecurityRecorder) private readonly recorder: SecurityRecorder,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const user = sessionUserOf(req);
    if (!user || req.path.startsWith('/auth/')) return next.handle();
    const rule = declaredAccessRule(this.reflector, context.getHandler(), context.getClass()) ?? null;
    return from(this.enforce(req, user, rule)).pipe(switchMap(() => next.handle()));
  }

  private async enforce(req: Request, user: SessionUser, rule: AccessRule | null): Promise<void> {
    const member = await this.membershipOf(user.id);
    if (member?.status !== 'active') return;
    const config = await this.configs.of(member.institutionId);
    const now = Date.now();
    const seen = req.session.securitySeenAt;
    if (config.sessionTimeout !== null && seen !== undefined && now - seen > config.sessionTimeout * 60_000) {
      await destroySession(req);
      throw new DomainError('unauthenticated', SECURITY_MESSAGES.sessionExpired);
    }
    if (seen === undefined || now - seen > SEEN_WRITE_MS) req.session.securitySeenAt = now;

    const ip = req.ip ? normaliseAddress(req.ip) : null;
    const route = `${req.method} ${(req.route as { path?: string } | undefined)?.path ?? req.path}`;
    if (rule !== 'public' && config.ipWhitelist.length > 0 && !(ip && addressInRanges(ip, config.ipWhitelist))) {
      await this.recorder.violation(member, ip, route, 'address not in the IP whitelist');
      throw new DomainError('forbidden', SECURITY_MESSAGES.addressRefused);
    }
    if (config.auditLogging && DATA_ACCESS_ROUTES.has(route)) await this.recorder.dataAccess(member, ip, `${req.method} ${req.path}`);
  }

  private async membershipOf(userId: string): Promise<Membership | null> {
    const cached = this.memberships.get(userId);
    if (cached && cached.until > Date.now()) return cached.membership;
    const membership = await this.queryBus.execute(new MembershipOfUserQuery(userId));
    if (this.memberships.size > 10_000) this.memberships.clear();
    this.memberships.set(userId, { membership, until: Date.now() + (membership ? MEMBER_CACHE_MS : NON_MEMBER_CACHE_MS) });
    return membership;
  }
}
