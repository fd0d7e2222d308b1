/**
 * Sign-in and the session's user (spec core §7; docs/ARCHITECTURE.md). A plain controller on
 * openid-client v6 rather than a passport strategy: the flow is four calls, and owning the session
 * handling keeps regeneration at sign-in and the `req.session.user` shape explicit.
 */
import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Logger,
  Param,
  Post,
  Req,
  Res,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { API, AUTH, type AuthUser, type UsageRecord } from '@scholarlens/contracts';
import type { Request, Response } from 'express';
import { AdminOnly, CurrentUser, Public, type SessionUser, SignedIn, sessionUserOf } from '../../platform/auth/access.js';
import { Answers, Redirects } from '../../platform/http/answers.js';
import { OidcClient, SignInError } from '../../platform/auth/oidc-client.js';
import { safeReturnPath } from '../../platform/auth/return-to.js';
import { SignInGates } from '../../platform/auth/sign-in-gates.js';
import {
  SESSION_COOKIE,
  destroySession,
  regenerateSession,
  saveSession,
} from '../../platform/auth/session.js';
import type { AppConfig } from '../../platform/config/config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { ChangePlanCommand } from './changing-plan/change-plan.command.js';
import { ChangePlanDto } from './changing-plan/change-plan.dto.js';
import { RecordUsageCommand } from './recording-usage/record-usage.command.js';
import { RecordUsageDto } from './recording-usage/record-usage.dto.js';
import { SignInCommand } from './signing-in/sign-in.command.js';
import { signInRefusedPage } from './signing-in/sign-in-refused-page.js';
import { UsageQuery } from './usage-counts/usage.query.js';
import { UserByIdQuery } from './users/user-by-id.query.js';
import { userIdOfIdentity } from './user.js';

export const NOT_SIGNED_IN = 'Not signed in';
/** How long a started sign-in may take (the issuer's login page, the user's choice). */
export const PENDING_SIGN_IN_MS = 10 * 60_000;

/**
 * The accounts context's one controller: sign-in and the session's user (`/auth/*`,
 * `/api/auth/user`, `/api/login`), a user's usage of metered features, and admins putting users on plans.
 */
@Controller()
export class AccountsController {
  private readonly logger = new Logger('Auth');

  constructor(
    @Inject(OidcClient) private readonly oidc: OidcClient,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SignInGates) private readonly gates: SignInGates,
  ) {}

  /**
   * Starts sign-in: PKCE verifier, state and nonce into the session, then off to the issuer.
   * On another host than PUBLIC_URL's (127.0.0.1 for localhost), first over to PUBLIC_URL: the
   * issuer returns there, and the session cookie of this host would not go along.
   * `?returnTo=<same-origin path>` is where the user lands after sign-in.
   */
  @Public()
  @Get(AUTH.signIn)
  @Redirects("the OIDC issuer's sign-in page (or this route at PUBLIC_URL)")
  async signIn(@Req() req: Request, @Res() res: Response): Promise<void> {
    const returnTo = safeReturnPath(req.query.returnTo, this.config.publicUrl);
    const publicUrl = new URL(this.config.publicUrl);
    if ((req.get('host') ?? '').toLowerCase() !== publicUrl.host) {
      const target = new URL(AUTH.signIn, publicUrl);
      if (returnTo) target.searchParams.set('returnTo', returnTo);
      res.set('Cache-Control', 'no-store').redirect(302, target.href);
      return;
    }
    const { url, checks } = await this.oidc.start().catch((err: unknown) => {
      // Discovery failed: the issuer is down or misconfigured (OIDC_ISSUER), not the caller's fault.
      if (err instanceof SignInError) throw new ServiceUnavailableException({ message: err.message });
      throw err;
    });
    req.session.oidc = checks;
    // A sign-in not yet completed keeps its checks for minutes, not a signed-in session's days:
    // anonymous visitors who never come back leave nothing behind for long. Sign-in regenerates
    // the session with the full lifetime.
    if (!req.session.user) req.session.cookie.maxAge = PENDING_SIGN_IN_MS;
    req.session.returnTo = returnTo ?? undefined;
    await saveSession(req);
    res.set('Cache-Control', 'no-store').redirect(302, url.href);
  }

  /** Finishes sign-in: checks the answer, records the sign-in, and starts a fresh session. */
  @Public()
  @Get('auth/callback')
  @Redirects('the page sign-in started from')
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const checks = req.session?.oidc;
    if (!checks) throw new BadRequestException({ message: 'No sign-in in progress: start again at /auth/google' });
    // Checked again on the way out: the session only ever holds what signIn accepted, but a path is cheap to re-check.
    const returnTo = safeReturnPath(req.session.returnTo, this.config.publicUrl) ?? '/';
    delete req.session.oidc;
    delete req.session.returnTo;
    if (req.query.error === 'access_denied') {
      await saveSession(req);
      res.redirect(302, returnTo);
      return;
    }
    let user: AuthUser;
    try {
      const identity = await this.oidc.finish(new URL(req.originalUrl, this.config.publicUrl), checks);
      const refusal = await this.gates.refusal({ userId: userIdOfIdentity(identity), email: identity.email, ip: req.ip ?? null, amr: identity.amr });
      if (refusal) {
        // A page, not JSON: the browser arrives here from the issuer. No session is started.
        await saveSession(req);
        res.status(403).set('Cache-Control', 'no-store').type('html').send(signInRefusedPage(refusal));
        return;
      }
      user = await this.commandBus.execute(new SignInCommand(identity, req.ip));
    } catch (err) {
      if (!(err instanceof SignInError)) throw err;
      this.logger.warn(err.message);
      await saveSession(req);
      throw new BadRequestException({ message: err.message });
    }
    // A new session id at sign-in: an id planted before sign-in (session fixation) is worthless.
    await regenerateSession(req);
    req.session.user = user;
    await saveSession(req);
    res.set('Cache-Control', 'no-store').redirect(302, returnTo);
  }

  /** Signs out: the server-side session is destroyed and its cookie cleared. */
  @Public()
  @Get(AUTH.signOut)
  @Redirects('the home page')
  async signOut(@Req() req: Request, @Res() res: Response): Promise<void> {
    await destroySession(req);
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.config.trustProxy });
    res.set('Cache-Control', 'no-store').redirect(302, '/');
  }

  @Public()
  @Get(API.login)
  @Redirects('/auth/google')
  login(@Res() res: Response): void {
    res.redirect(302, AUTH.signIn);
  }

  /** The signed-in user, from the `users` read model so that a plan change shows at once. */
  @Public()
  @Get(API.authUser)
  @Answers('AuthUser')
  async currentUser(@Req() req: Request): Promise<AuthUser> {
    const sessionUser = sessionUserOf(req);
    if (!sessionUser) throw new UnauthorizedException({ message: NOT_SIGNED_IN });
    const user = await this.queryBus.execute(new UserByIdQuery(sessionUser.id));
    // Not in the read model yet: sign-in waits for it, but a busy machine can outlast that wait.
    // The session was made from the sign-in's own answer, and the access guard already trusts it.
    if (!user) return sessionUser;
    if (user.plan !== sessionUser.plan || user.role !== sessionUser.role) {
      req.session.user = user; // keep the session's copy (which the access guard reads) current
    }
    return user;
  }

  /** The signed-in user's usage: aiSummary today (UTC), the other features all time. */
  @SignedIn()
  @Get('api/usage')
  @Answers('UsageRecord[]')
  listUsage(@CurrentUser() user: SessionUser): Promise<UsageRecord[]> {
    return this.queryBus.execute(new UsageQuery(user.id));
  }

  /** Records one use of a metered feature; answers its count after the usage read model has it. */
  @SignedIn()
  @Post('api/usage')
  @Answers('UsageRecord')
  @HttpCode(HttpStatus.CREATED)
  recordUsage(@Body() body: RecordUsageDto, @CurrentUser() user: SessionUser): Promise<UsageRecord> {
    return this.commandBus.execute(new RecordUsageCommand(user.id, body.feature));
  }

  /** Admins put a user on a plan; the answer is the updated user. */
  @AdminOnly()
  @Post('api/admin/users/:id/plan')
  @Answers('AuthUser')
  @HttpCode(HttpStatus.OK)
  changePlan(@Param('id') id: string, @Body() body: ChangePlanDto, @CurrentUser() admin: SessionUser): Promise<AuthUser> {
    return this.commandBus.execute(new ChangePlanCommand(id, body.plan, admin.id));
  }
}
