/**
 * The local OpenID Connect issuer (docs/ARCHITECTURE.md §9): with no OIDC_ISSUER configured, this process
 * serves an `oidc-provider` issuer at `${PUBLIC_URL}/oidc` whose sign-in page offers the demo
 * accounts. Sign-in then runs the very same authorization-code flow as with Google, offline.
 *
 * Development only: its state lives in Redis (see local-issuer-adapter.ts), but its signing key is
 * made at start-up and its accounts are the fixed demo accounts.
 */
import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/config.js';
import { allowInlineStyle } from '../http/security-headers.js';
import { DEMO_ACCOUNTS, type DemoAccount, demoAccountByKey, demoAccountBySub } from './demo-accounts.js';
import { redisAdapter } from './local-issuer-adapter.js';
import { SECOND_FACTOR_AMR, demoEnrolment, validDemoCode } from './demo-totp.js';
import { CALLBACK_PATH, LOCAL_ISSUER_PATH, localIssuerUrl } from './oidc-client.js';

export const LOCAL_ISSUER_TITLE = 'Sign in to ScholarLens (local issuer)';
const SCOPES = 'openid profile email';

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

export function createLocalIssuer(config: AppConfig, redis: Redis): Provider {
  const configuration: Configuration = {
    adapter: redisAdapter(redis, config.redisPrefix),
    clients: [
      {
        client_id: config.oidc.clientId,
        client_secret: config.oidc.clientSecret,
        redirect_uris: [`${config.publicUrl}${CALLBACK_PATH}`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: config.oidc.cookieKeys },
    jwks: { keys: [signingKey() as never] },
    // amr: how the person signed in (a second factor or not); institutions requiring MFA read it.
    claims: { openid: ['sub', 'amr'], profile: ['name', 'picture'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    // Seconds. Short-lived artefacts: the app keeps its own session once the code is exchanged.
    ttl: { Interaction: 600, Session: 8 * 3600, Grant: 8 * 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    interactions: { url: (_ctx, interaction) => `${LOCAL_ISSUER_PATH}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = demoAccountBySub(sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: () => ({
          sub: account.sub,
          name: account.name,
          email: account.email,
          email_verified: true,
          picture: account.picture ?? undefined,
        }),
      };
    },
    // ScholarLens is this issuer's only (first-party) client: consent is implied, never prompted.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      const accountId = oidc.session?.accountId;
      if (!oidc.client || !accountId) return undefined;
      const grantId = (oidc.result?.consent as { grantId?: string } | undefined)?.grantId ?? oidc.session?.grantIdFor(oidc.client.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        `<p class="lead">The local issuer could not complete the request.</p>
         <pre>${escapeHtml(String(out.error_description ?? out.error ?? 'Unknown error'))}</pre>
         <p><a href="/">Back to ScholarLens</a></p>`,
      );
    },
  };
  const provider = new Provider(localIssuerUrl(config), configuration);
  provider.proxy = config.trustProxy;
  return provider;
}

/** Mounts the issuer and its sign-in page (the interaction) on the Express app, under /oidc. */
export function mountLocalIssuer(app: Express, config: AppConfig, redis: Redis): Provider {
  const provider = createLocalIssuer(config, redis);
  const issuerKey = config.oidc.cookieKeys[0];
  const base = `${LOCAL_ISSUER_PATH}/interaction/:uid`;
  const noStore = (_req: Request, res: Response, next: NextFunction) => {
    res.set('Cache-Control', 'no-store');
    next();
  };

  app.get(base, noStore, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name !== 'login') {
        // Only consent is asked for, and consent is implied for our own client.
        const grantId = await grantFor(provider, details.session?.accountId ?? '', String(details.params.client_id));
        await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
        return;
      }
      res.type('html').send(chooserPage(details.uid));
    } catch (err) {
      next(err);
    }
  });

  app.post(`${base}/login`, noStore, express.urlencoded({ extended: false }), async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const account = demoAccountByKey(String((req.body as { account?: unknown })?.account ?? ''));
      if (!account) {
        res.status(400).type('html').send(chooserPage(details.uid, 'Choose one of the demo accounts.'));
        return;
      }
      // An authenticator code, when given, must be right; it makes the sign-in a second-factor one (amr).
      const code = String((req.body as { code?: unknown })?.code ?? '').trim();
      if (code && !validDemoCode(account, issuerKey, code)) {
        res.status(400).type('html').send(chooserPage(details.uid, 'That authenticator code is not valid. Try the current one.'));
        return;
      }
      const grantId = await grantFor(provider, account.sub, String(details.params.client_id));
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub, ...(code ? { amr: [...SECOND_FACTOR_AMR] } : {}) }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (err) {
      next(err);
    }
  });

  app.post(`${base}/abort`, noStore, async (req, res, next) => {
    try {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The sign-in was cancelled' },
        { mergeWithLastSubmission: false },
      );
    } catch (err) {
      next(err);
    }
  });

  // Enrolment of the demo accounts' authenticators: a QR code each (issue #31, MFA).
  app.get(`${LOCAL_ISSUER_PATH}/totp`, noStore, async (_req, res, next) => {
    try {
      const rows = await Promise.all(
        DEMO_ACCOUNTS.map(async (a) => {
          const { qr, secret } = await demoEnrolment(a, issuerKey);
          return `<section class="enrol"><h2>${escapeHtml(a.name)}</h2><img src="${qr}" alt="QR code of ${escapeHtml(a.name)}’s authenticator" width="180" height="180">
            <p>Or type the key: <code data-account="${escapeHtml(a.key)}">${escapeHtml(secret)}</code></p></section>`;
        }),
      );
      res
        .type('html')
        .send(page('Set up an authenticator', `<p class="lead">Scan the code of your demo account with an authenticator app (TOTP, 30 s, 6 digits). Institutions that require multi-factor authentication ask for its code at sign-in.</p>${rows.join('')}<p><a href="/">Back to ScholarLens</a></p>`));
    } catch (err) {
      next(err);
    }
  });

  // An expired or unknown interaction (for example a reloaded page after sign-in) gets a page, not a stack.
  app.use(base, (err: Error, _req: Request, res: Response, _next: NextFunction) => {
    res
      .status(400)
      .type('html')
      .send(page('Sign-in expired', `<p class="lead">${escapeHtml(err.message)}</p><p><a href="/auth/google">Start again</a></p>`));
  });

  app.use(LOCAL_ISSUER_PATH, provider.callback());
  return provider;
}

async function grantFor(provider: Provider, accountId: string, clientId: string): Promise<string> {
  const grant = new provider.Grant({ accountId, clientId });
  grant.addOIDCScope(SCOPES);
  return grant.save();
}

function chooserPage(uid: string, error?: string): string {
  const action = `${LOCAL_ISSUER_PATH}/interaction/${encodeURIComponent(uid)}`;
  const buttons = DEMO_ACCOUNTS.map((a) => accountButton(a)).join('\n');
  return page(
    LOCAL_ISSUER_TITLE,
    `<p class="lead">No sign-in provider is configured, so this local issuer offers demo accounts.
       Choose one to continue.</p>
     ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
     <form method="post" action="${action}/login" class="accounts">
       <label class="code">Authenticator code <span>(only if your institution requires a second factor)</span>
         <input name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6"></label>
       ${buttons}
     </form>
     <p class="note"><a href="${LOCAL_ISSUER_PATH}/totp">Set up an authenticator</a> for a demo account.</p>
     <form method="post" action="${action}/abort" class="cancel">
       <button type="submit" class="link">Cancel</button>
     </form>
     <p class="note">Set <code>OIDC_ISSUER</code>, <code>OIDC_CLIENT_ID</code> and <code>OIDC_CLIENT_SECRET</code>
       to sign in with Google or your institution's provider instead.</p>`,
  );
}

function accountButton(account: DemoAccount): string {
  const initials = account.name
    .split(' ')
    .map((w) => w[0])
    .join('');
  return `<button type="submit" name="account" value="${escapeHtml(account.key)}" class="account">
      <span class="avatar" aria-hidden="true">${escapeHtml(initials)}</span>
      <span class="who"><strong>${escapeHtml(account.name)}</strong><span>${escapeHtml(account.email)}</span></span>
      <span class="badge">${escapeHtml(account.description)}</span>
    </button>`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${ISSUER_STYLE}</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body>
</html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sign-in page's one inline style, admitted by the Content-Security-Policy through its hash. */
const ISSUER_STYLE = `
  :root { color-scheme: light; --accent: #4f46e5; --muted: #64748b; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
         font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0f172a;
         background: linear-gradient(135deg, #eef2ff 0%, #f8fafc 60%); }
  main { width: 100%; max-width: 440px; background: #fff; border-radius: 16px; padding: 32px;
         box-shadow: 0 10px 30px rgba(15, 23, 42, .08), 0 1px 3px rgba(15, 23, 42, .06); }
  h1 { font-size: 1.35rem; margin: 0 0 8px; }
  .lead { color: var(--muted); margin: 0 0 20px; }
  .accounts { display: grid; gap: 10px; margin: 0; }
  .account { display: flex; align-items: center; gap: 12px; width: 100%; padding: 12px 14px; text-align: left;
             border: 1px solid #e2e8f0; border-radius: 12px; background: #fff; cursor: pointer; font: inherit; }
  .account:hover, .account:focus-visible { border-color: var(--accent); background: #f5f3ff; outline: none; }
  .avatar { flex: none; width: 40px; height: 40px; border-radius: 50%; display: grid; place-items: center;
            background: var(--accent); color: #fff; font-weight: 600; }
  .who { display: flex; flex-direction: column; flex: 1; min-width: 0; }
  .who span { color: var(--muted); font-size: .875rem; overflow: hidden; text-overflow: ellipsis; }
  .badge { flex: none; font-size: .75rem; padding: 2px 8px; border-radius: 999px; background: #eef2ff; color: var(--accent); }
  .cancel { margin: 16px 0 0; text-align: center; }
  .link { border: 0; background: none; color: var(--muted); cursor: pointer; font: inherit; text-decoration: underline; }
  .note { margin: 20px 0 0; font-size: .8rem; color: var(--muted); }
  .error { color: #b91c1c; }
  .code { display: grid; gap: 4px; font-weight: 600; }
  .code span { font-weight: 400; color: var(--muted); font-size: .8rem; }
  .code input { font: inherit; padding: 8px 10px; border: 1px solid #e2e8f0; border-radius: 8px; letter-spacing: .2em; }
  .enrol { border-top: 1px solid #e2e8f0; padding: 12px 0; }
  .enrol h2 { font-size: 1rem; margin: 0 0 8px; }
  code { word-break: break-all; }
  pre { white-space: pre-wrap; background: #f8fafc; padding: 12px; border-radius: 8px; }
  a { color: var(--accent); }
`;
allowInlineStyle(`'sha256-${createHash('sha256').update(ISSUER_STYLE).digest('base64')}'`);
