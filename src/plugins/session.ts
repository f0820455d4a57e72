import { Elysia } from 'elysia';
import { jwt } from '@elysiajs/jwt';
import { seedOf, type AppDeps } from '../deps';
import { Type as T, type Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { SUBROLES, type Role, type Subrole } from '../lib/constants/roles';
import type { Principal, SessionAccount } from '../lib/principal';
import { requestPath, requestTarget } from '../lib/request-url';
import { Lru } from '../lib/lru';
import type { Lookups } from './lookups';
import { loginRedirect } from './redirects';
import { hasSubrole } from '../lib/policy';
import { notFound } from '../lib/errors';
import { t } from '../lib/i18n';
import { requestHost } from '../lib/hosts';


type SessionState = 'none' | 'valid' | 'expired' | 'invalid';

export const SESSION_COOKIE = 'session';
export const SESSION_DAYS = 7;

/**
 * The claims a session token must carry (see `signSession`). A token that is validly signed
 * but says anything else (no id, an object id, an unknown role, ...) counts as signed out.
 */
const ClaimsSchema = T.Object({
  id: T.Integer({ minimum: 1 }),
  vendor_id: T.Union([T.Integer({ minimum: 1 }), T.Null()]),
  role: T.Union([T.Literal('user'), T.Literal('vendor'), T.Literal('admin')] satisfies { const: Role }[]),
  subrole: T.Union([...Object.values(SUBROLES).map((subrole) => T.Literal(subrole)), T.Null()]),
  email: T.String(),
  pic: T.Union([T.String(), T.Null()]),
  name: T.String(),
  /** The account's token version when the token was issued. */
  tv: T.Integer({ minimum: 0 }),
  exp: T.Number(),
  /** A booking widget's token: the one host it was issued on (see `signWidgetToken`). */
  aud: T.Optional(T.String()),
});
type Claims = Static<typeof ClaimsSchema>;
const claimsCheck = TypeCompiler.Compile(ClaimsSchema);

/**
 * Tokens whose signature and claims have been checked, with their claims: a token is verified
 * once, not on every request (HS256 verification was a visible share of a signed-in
 * page). Keyed by the whole token, so an altered one is a different key and is verified afresh.
 * Expiry and revocation are still checked on every request, after the cache.
 */
const VERIFIED_TOKENS = 10_000;

type Verified = { claims: Claims } | { state: 'expired' | 'invalid' };

/** The claims a session carries from its account, and the principal reads back: never anything else of the row. */
const identityOf = ({ id, vendor_id, role, subrole, email, pic }: SessionAccount) => ({ id, vendor_id, role, subrole, email, pic });

/**
 * The session token: a Bearer header, else the session cookie. The Cookie header is read here
 * rather than through Elysia's `cookie`, which a global derive would make Elysia parse into
 * its cookie jar on every request of every route (CPU profile).
 */
function readToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  return cookieNamed(request.headers.get('cookie'), SESSION_COOKIE) || null;
}

/** The first cookie of that name in a Cookie header, URL-decoded as Elysia decodes it. */
export function cookieNamed(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    const raw = pair.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The `exp` of a token whose signature may not check out; used only to tell "expired" from "never valid". */
function unverifiedExp(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

/**
 * Reads the session token (HttpOnly cookie or Bearer header) into `principal`.
 * An expired, tampered or revoked token (older token version) counts as signed out.
 */
export const sessionPlugin = (deps: AppDeps, lookups: Pick<Lookups, 'account'>) => {
  // Per app: a token is only ever taken from the cache of the secret that verified it.
  const verifiedTokens = new Lru<string, Verified>(VERIFIED_TOKENS);
  return new Elysia({ name: 'session', seed: seedOf(deps) })
    .use(jwt({ name: 'jwt', secret: deps.config.jwtSecret, alg: 'HS256' }))
    .derive({ as: 'global' }, async ({ request, jwt, set }) => {
      const token = readToken(request);
      if (!token) return { principal: null as Principal | null, sessionState: 'none' as SessionState };
      let checked = verifiedTokens.get(token);
      if (!checked) {
        checked = await verifyToken(token, (t) => jwt.verify(t, { currentDate: deps.clock() }), deps.clock());
        // Only a good token is kept: a bad one costs its sender the verification each time.
        if ('claims' in checked) verifiedTokens.set(token, checked);
      }
      if (!('claims' in checked)) return { principal: null as Principal | null, sessionState: checked.state as SessionState };
      const { claims } = checked;
      if (claims.aud !== undefined && !widgetTokenFits(claims.aud, request, deps.config.trustProxy)) {
        return { principal: null as Principal | null, sessionState: 'invalid' as SessionState };
      }
      if (claims.exp * 1000 <= deps.clock().getTime()) {
        verifiedTokens.delete(token);
        return { principal: null as Principal | null, sessionState: 'expired' as SessionState };
      }
      // Checked on every request against the account as committed (kept only while its table is unchanged), so a changed token version (sign-out everywhere, new password) takes effect at once.
      const account = await lookups.account(claims.role, claims.id);
      if (!account || account.token_version !== claims.tv) {
        return { principal: null as Principal | null, sessionState: 'invalid' as SessionState };
      }
      const principal: Principal = {
        ...identityOf(account),
        first_name: account.first_name,
        last_name: account.last_name,
        exp: claims.exp,
        token_version: claims.tv,
        language: account.language ?? null,
        units: account.units ?? null,
      };
      // A signed-in answer is that person's: never kept by the browser's back cache or a shared cache (a route may say otherwise).
      set.headers['cache-control'] = 'private, no-store';
      set.headers.vary = 'Cookie, Authorization';
      return { principal: principal as Principal | null, sessionState: 'valid' as SessionState };
    })
    .macro({
      /**
       * `auth: true` needs any signed-in person; `auth: { role, subrole }` a given role (and sub-role).
       * Pages send a signed-out person to sign in (or to `/` when the session expired); the API answers 401/403.
       * A person of the role without the sub-role is told the screen does not exist (404), as its service would.
       */
      auth: (rule: true | AuthRule) => ({
        resolve({ principal, sessionState, request, status, set }) {
          const target = requestTarget(request);
          const api = target.startsWith('/api/');
          if (!principal) {
            if (api) return status(401, { msg: t('unauthorized') });
            set.headers.location = sessionState === 'expired' ? '/' : loginRedirect('/login/', target);
            return status(303, 'See Other');
          }
          if (rule !== true && !allows(rule, principal)) {
            if (api) return status(403, { msg: t('unauthorized') });
            set.headers.location = '/404';
            return status(303, 'See Other');
          }
          if (rule !== true && rule.subrole && !hasSubrole(principal, rule.subrole)) throw notFound();
          return { user: principal };
        },
      }),
    });
};

/** A widget token counts only in a Bearer header, on the API of the practice host it was issued on. */
function widgetTokenFits(aud: string, request: Request, trustProxy: boolean): boolean {
  const header = request.headers.get('authorization')?.toLowerCase().startsWith('bearer ');
  return Boolean(header) && aud === requestHost(request, trustProxy).toLowerCase() && requestPath(request).startsWith('/api/');
}

/** Checks a token's signature and claims: its claims, or why it does not count. */
async function verifyToken(token: string, verify: (token: string) => Promise<unknown>, now: Date): Promise<Verified> {
  const verified = await verify(token);
  if (verified && !claimsCheck.Check(verified)) return { state: 'invalid' };
  if (verified) return { claims: verified as Claims };
  const exp = unverifiedExp(token);
  return { state: exp !== null && exp * 1000 <= now.getTime() ? 'expired' : 'invalid' };
}

interface AuthRule {
  role?: Role | Role[];
  subrole?: Subrole;
}

/** Whether the person has one of the rule's roles (the sub-role is checked apart: its refusal is a 404). */
export function allows(rule: AuthRule, principal: Principal): boolean {
  return !rule.role || [rule.role].flat().includes(principal.role);
}

/** Signs a session token for an account (used at login, signup and profile save). */
export async function signSession(
  deps: AppDeps,
  sign: (claims: Record<string, string | number | boolean | null>) => Promise<string>,
  account: SessionAccount,
): Promise<{ token: string; maxAge: number }> {
  const maxAge = SESSION_DAYS * 24 * 3600;
  const exp = Math.floor(deps.clock().getTime() / 1000) + maxAge;
  const token = await sign({
    ...identityOf(account),
    name: `${account.first_name} ${account.last_name}`,
    tv: account.token_version,
    exp,
    // The plugin would stamp iat with the machine's time; the token's life is its exp, by the app's clock.
    iat: false,
  });
  return { token, maxAge };
}

/** How long a booking widget's token lives: enough to book and pay, short enough that a leaked one soon dies. */
export const WIDGET_TOKEN_MINUTES = 30;

/**
 * Signs the short-lived token a framed booking widget sends as `Authorization: Bearer` (its
 * frame has no cookies): the account's session claims, bound to the practice host it was issued on.
 */
export async function signWidgetToken(
  deps: AppDeps,
  sign: (claims: Record<string, string | number | boolean | null>) => Promise<string>,
  account: SessionAccount,
  host: string,
): Promise<{ token: string; expiresIn: number }> {
  const expiresIn = WIDGET_TOKEN_MINUTES * 60;
  const exp = Math.floor(deps.clock().getTime() / 1000) + expiresIn;
  const token = await sign({ ...identityOf(account), name: `${account.first_name} ${account.last_name}`, tv: account.token_version, exp, aud: host.toLowerCase(), iat: false });
  return { token, expiresIn };
}
