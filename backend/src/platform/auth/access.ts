/**
 * Who may call what (ARCHITECTURE §8). Every route declares one rule; the global AccessGuard
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
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { AuthUser } from '@scholarlens/contracts';

export type AccessRule = 'public' | 'signed-in' | 'admin';
const ACCESS = 'scholarlens:access';

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS, 'public' satisfies AccessRule);
/** Any signed-in user. */
export const SignedIn = () => SetMetadata(ACCESS, 'signed-in' satisfies AccessRule);
/** Signed-in users with the admin role (ADMIN_EMAILS). */
export const AdminOnly = () => SetMetadata(ACCESS, 'admin' satisfies AccessRule);

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
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) throw new ForbiddenException({ message: 'This route declares no access rule' });
    if (rule === 'public') return true;
    const user = sessionUserOf(context.switchToHttp().getRequest<Request>());
    if (!user) throw new UnauthorizedException({ message: 'Sign in to use this feature' });
    if (rule === 'admin' && user.role !== 'admin') throw new ForbiddenException({ message: 'Admins only' });
    return true;
  }
}
