/**
 * Who may call what (docs/ARCHITECTURE.md §10). Every route declares one rule; the global AccessGuard
 * refuses routes that declare none, so a forgotten rule fails closed.
 */
import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  createParamDecorator,
  type Type,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import diagnosticsChannel from 'node:diagnostics_channel';
import type { Request } from 'express';
import type { AuthUser } from '@scholarlens/contracts';

export type AccessRule = 'public' | 'signed-in' | 'admin';
export const ACCESS_RULES: readonly AccessRule[] = ['public', 'signed-in', 'admin'];
/** The metadata key of the declared rule (on the handler, or on the controller class). */
export const ACCESS_METADATA = 'scholarlens:access';

/** What the guard answers when it refuses (the HTTP answers users see). */
export const ACCESS_MESSAGES = {
  noRule: 'This route declares no access rule',
  signIn: 'Sign in to use this feature',
  adminOnly: 'Admins only',
} as const;

/**
 * Every decision of the guard is published here, in-process, with the request it was about (no
 * subscriber: nothing is built). Tests read it to tell the guard's 401/403 from a handler's own,
 * and to know the guard saw the call at all, without the guard adding anything to the answers
 * users see.
 */
export interface AccessDecision {
  request: Request;
  /** The route decided on: `PapersController.one`. */
  route: string;
  rule: AccessRule | null;
  admitted: boolean;
  /** When refused: the status and message answered. */
  status?: 401 | 403;
  message?: string;
}
export const ACCESS_DECISIONS = diagnosticsChannel.channel('scholarlens:access');

/** The rule a route declares: the handler's, else its controller's; undefined when none. */
/** A route handler: a method of a controller's prototype, as Nest's metadata keys it. */
export type RouteHandler = ReturnType<ExecutionContext['getHandler']>;

export function declaredAccessRule(reflector: Reflector, handler: RouteHandler, controller: Type): AccessRule | undefined {
  return reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_METADATA, [handler, controller]);
}

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_METADATA, 'public' satisfies AccessRule);
/** Any signed-in user. */
export const SignedIn = () => SetMetadata(ACCESS_METADATA, 'signed-in' satisfies AccessRule);
/** Signed-in users with the admin role (ADMIN_EMAILS). */
export const AdminOnly = () => SetMetadata(ACCESS_METADATA, 'admin' satisfies AccessRule);

/** The signed-in user of a request, as kept in the server-side session. */
export type SessionUser = AuthUser;

export function sessionUserOf(req: Request): SessionUser | null {
  return (req as unknown as { session?: { user?: SessionUser } }).session?.user ?? null;
}

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext) =>
  sessionUserOf(ctx.switchToHttp().getRequest<Request>()),
);

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const rule = declaredAccessRule(this.reflector, context.getHandler(), context.getClass());
    if (!rule) throw refuse(context, null, 403, ACCESS_MESSAGES.noRule);
    if (rule !== 'public') {
      const user = sessionUserOf(context.switchToHttp().getRequest<Request>());
      if (!user) throw refuse(context, rule, 401, ACCESS_MESSAGES.signIn);
      if (rule === 'admin' && user.role !== 'admin') throw refuse(context, rule, 403, ACCESS_MESSAGES.adminOnly);
    }
    if (ACCESS_DECISIONS.hasSubscribers) publish(context, { rule, admitted: true });
    return true;
  }
}

function refuse(context: ExecutionContext, rule: AccessRule | null, status: 401 | 403, message: string): Error {
  if (ACCESS_DECISIONS.hasSubscribers) publish(context, { rule, admitted: false, status, message });
  return status === 401 ? new UnauthorizedException({ message }) : new ForbiddenException({ message });
}

function publish(context: ExecutionContext, decision: Omit<AccessDecision, 'request' | 'route'>): void {
  const request = context.switchToHttp().getRequest<Request>();
  const route = `${context.getClass().name}.${context.getHandler().name}`;
  ACCESS_DECISIONS.publish({ request, route, ...decision } satisfies AccessDecision);
}
