/**
 * Sign-ins remembered. users-permissions signs every content-API request in from scratch: the API-token lookup, the
 * JWT's revocation check, the user and their role, the plugin's advanced settings, the role's permissions, and a
 * CASL ability built from them (seven queries, then the ability) — more than a list page's own SQL. A successful
 * sign-in is kept in memory, keyed by the caller's bearer token (or `anonymous`, the public's ability), and used
 * while the *accounts* generation is the one it was read under. Every write to a user, a role, a permission or the
 * plugin's settings moves that generation on (logout, a password change or reset set the user's tokensValidAfter;
 * blocking, a role change and deletion are user writes too), at once and again at commit, and with REDIS_URL in
 * every CMS process. An entry also ends when its token expires and after SIGN_IN_CACHE_SECONDS (0 = off). A failed
 * sign-in is never kept; API tokens (the detector's) and routes with their own strategies are signed in as before.
 */
import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { settings } from '../settings';
import { configuredGeneration, forgiving, outageWarning, outdateOnWrite, type Generation } from './generations';

type Accounts = 'accounts';
const ACCOUNTS: readonly Accounts[] = ['accounts'];

/** What Strapi's authentication leaves on the request (ctx.state) when a caller is signed in. */
export interface SignIn {
  strategy: { name?: string };
  ability: unknown;
  user?: Record<string, unknown>;
  session?: unknown;
}

export interface SignInCacheOptions {
  generation: Generation<Accounts>;
  maxEntries: number;
  /** 0: nothing is kept. */
  maxAgeMs: number;
  onError?: (error: unknown) => void;
}

export interface SignInCache {
  /** The sign-in kept under `key` if still current, and how to keep a fresh one read now. */
  lookUp(key: string): Promise<{ signIn?: SignIn; keep(signIn: SignIn, expiresAtMs?: number): void }>;
  /** An account, role or permission changed: every kept sign-in is out of date, in every process. */
  invalidate(): Promise<void>;
  close(): Promise<void>;
  readonly stats: { hits: number; misses: number };
}

const forget = () => undefined;

export function createSignInCache(options: SignInCacheOptions): SignInCache {
  const entries = new LRUCache<string, { generation: string; signIn: SignIn }>({
    max: Math.max(1, options.maxEntries),
    ttl: Math.max(1, options.maxAgeMs),
  });
  const stats = { hits: 0, misses: 0 };
  const generations = forgiving(options.generation, options.onError);
  return {
    stats,
    async lookUp(key) {
      if (options.maxAgeMs <= 0) return { keep: forget };
      const generation = await generations.current('accounts');
      if (generation === undefined) return { keep: forget };
      const entry = entries.get(key);
      if (entry && entry.generation === generation) {
        stats.hits += 1;
        return { signIn: entry.signIn, keep: forget };
      }
      stats.misses += 1;
      return {
        keep(signIn, expiresAtMs) {
          const ttl = Math.min(options.maxAgeMs, (expiresAtMs ?? Infinity) - Date.now());
          // Tagged with the generation read before the sign-in was: a write meanwhile makes it out of date at once.
          if (ttl >= 1) entries.set(key, { generation, signIn }, { ttl });
        },
      };
    },
    async invalidate() {
      entries.clear();
      await generations.next(ACCOUNTS);
    },
    async close() {
      entries.clear();
      await options.generation.close();
    },
  };
}

let shared: SignInCache | undefined;

/** The process's sign-in cache, as the settings say (Redis generation when REDIS_URL is set). */
export function signInCache(): SignInCache {
  if (!shared) {
    shared = createSignInCache({
      generation: configuredGeneration<Accounts>('sign-in:generation'),
      maxEntries: 10_000,
      maxAgeMs: settings().SIGN_IN_CACHE_SECONDS * 1000,
      onError: outageWarning('sign-ins read from the database'),
    });
  }
  return shared;
}

export async function closeSignInCache(): Promise<void> {
  const cache = shared;
  shared = undefined;
  await cache?.close();
}

/** What a sign-in depends on: accounts, roles, their permissions, and the plugin's settings (in the core store). */
export const ACCOUNT_MODELS = [
  'plugin::users-permissions.user',
  'plugin::users-permissions.role',
  'plugin::users-permissions.permission',
  'strapi::core-store',
];

const JWT = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i;

interface RouteState {
  info?: { type?: string };
  config?: { auth?: false | { strategies?: unknown[] } };
}

/**
 * The key a request's sign-in is kept under: its JWT, or `anonymous`; none for a route that is not the content
 * API's, that names its own strategies, or a caller showing anything else (an API token: no dots).
 */
export function signInKey(route: RouteState | undefined, authorization: string): string | undefined {
  if (route?.info?.type !== 'content-api' || route.config?.auth === false || route.config?.auth?.strategies) return undefined;
  if (authorization === '') return 'anonymous';
  const jwt = JWT.exec(authorization.trim());
  return jwt ? `jwt ${jwt[1]}` : undefined;
}

/** When a JWT expires (its `exp`, read without checking: it is checked when first signed in), in ms. */
export function tokenExpiry(key: string): number | undefined {
  if (!key.startsWith('jwt ')) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(key.slice(4).split('.')[1], 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
  } catch {
    return 0;
  }
}

interface Ctx {
  state: {
    route?: RouteState;
    isAuthenticated?: boolean;
    auth?: { strategy?: { name?: string }; credentials?: unknown; ability?: unknown };
    user?: unknown;
    session?: unknown;
  };
  get(header: string): string;
}
type Next = () => Promise<unknown>;
interface Authentication {
  authenticate(ctx: Ctx, next: Next): Promise<unknown>;
}

/** A copy of the user per request: what one request's code does to it never reaches another's. */
function copyUser(user: Record<string, unknown>): Record<string, unknown> {
  const role = user.role;
  return { ...user, ...(role && typeof role === 'object' ? { role: { ...role } } : {}) };
}

/** Content-API sign-ins go through the cache; writes to accounts, roles and permissions outdate it. */
export function registerSignInCache(app: Core.Strapi): void {
  const auth = app.get('auth') as Authentication;
  const authenticate = auth.authenticate.bind(auth);
  auth.authenticate = async (ctx, next) => {
    const key = signInKey(ctx.state.route, ctx.get('authorization'));
    if (key === undefined) return authenticate(ctx, next);
    const { signIn, keep } = await signInCache().lookUp(key);
    if (signIn) {
      const user = signIn.user && copyUser(signIn.user);
      ctx.state.isAuthenticated = true;
      ctx.state.auth = { strategy: signIn.strategy, credentials: user ?? null, ability: signIn.ability };
      if (user) ctx.state.user = user;
      if (signIn.session) ctx.state.session = signIn.session;
      return next();
    }
    return authenticate(ctx, () => {
      const { strategy, credentials, ability } = ctx.state.auth ?? {};
      if (strategy?.name === 'users-permissions' && ability) {
        const user =
          credentials && typeof credentials === 'object' ? copyUser(credentials as Record<string, unknown>) : undefined;
        keep({ strategy, ability, user, session: ctx.state.session }, tokenExpiry(key));
      }
      return next();
    });
  };
  outdateOnWrite(app, ACCOUNT_MODELS, () => signInCache().invalidate());
}
