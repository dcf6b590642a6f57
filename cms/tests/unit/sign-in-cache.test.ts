import { memoryGeneration } from '../../src/services/generations';
import { createSignInCache, signInKey, tokenExpiry, type SignIn } from '../../src/services/sign-in-cache';
import { unreachableGeneration } from '../helpers/generations';

const CONTENT_API = { info: { type: 'content-api' }, config: {} };
const jwt = (payload: object) => ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'c2lnbmF0dXJl'].join('.');
const signIn = (name: string): SignIn => ({ strategy: { name: 'users-permissions' }, ability: { name }, user: { id: 1 } });

describe('signInKey', () => {
  it('keys a content-API call by its JWT, or as anonymous without one', () => {
    const token = jwt({ id: 1 });
    expect(signInKey(CONTENT_API, `Bearer ${token}`)).toBe(`jwt ${token}`);
    expect(signInKey(CONTENT_API, `bearer  ${token}`)).toBe(`jwt ${token}`);
    expect(signInKey(CONTENT_API, '')).toBe('anonymous');
  });

  it('keeps out API tokens, other schemes, admin routes and routes with their own strategies', () => {
    expect(signInKey(CONTENT_API, `Bearer ${'a1'.repeat(64)}`)).toBeUndefined();
    expect(signInKey(CONTENT_API, 'Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(signInKey({ info: { type: 'admin' }, config: {} }, '')).toBeUndefined();
    expect(signInKey({ ...CONTENT_API, config: { auth: { strategies: ['api-token'] } } }, '')).toBeUndefined();
    expect(signInKey({ ...CONTENT_API, config: { auth: false } }, '')).toBeUndefined();
    expect(signInKey(undefined, '')).toBeUndefined();
  });
});

describe('tokenExpiry', () => {
  it("reads a JWT's exp in ms; none for anonymous; 0 (keep nothing) for a payload that is not JSON", () => {
    expect(tokenExpiry(`jwt ${jwt({ id: 1, exp: 2_000_000_000 })}`)).toBe(2_000_000_000_000);
    expect(tokenExpiry(`jwt ${jwt({ id: 1 })}`)).toBeUndefined();
    expect(tokenExpiry('anonymous')).toBeUndefined();
    expect(tokenExpiry('jwt a.%%%.c')).toBe(0);
  });
});

describe('createSignInCache', () => {
  const options = () => ({ generation: memoryGeneration<'accounts'>(), maxEntries: 10, maxAgeMs: 60_000 });

  it('answers a kept sign-in until an account changes', async () => {
    const cache = createSignInCache(options());
    expect((await cache.lookUp('jwt a')).signIn).toBeUndefined();
    (await cache.lookUp('jwt a')).keep(signIn('a'));
    expect((await cache.lookUp('jwt a')).signIn).toEqual(signIn('a'));
    expect((await cache.lookUp('jwt b')).signIn).toBeUndefined();
    await cache.invalidate();
    expect((await cache.lookUp('jwt a')).signIn).toBeUndefined();
    expect(cache.stats).toEqual({ hits: 1, misses: 4 });
  });

  it('drops a sign-in read before a change that happened while it was read', async () => {
    const generation = memoryGeneration<'accounts'>();
    const cache = createSignInCache({ ...options(), generation });
    const { keep } = await cache.lookUp('jwt a');
    await generation.next(['accounts']); // another process changed a role meanwhile
    keep(signIn('a'));
    expect((await cache.lookUp('jwt a')).signIn).toBeUndefined();
  });

  it('keeps nothing past the token expiry, past its age limit, or when off', async () => {
    const cache = createSignInCache(options());
    (await cache.lookUp('jwt expired')).keep(signIn('x'), Date.now() - 1);
    expect((await cache.lookUp('jwt expired')).signIn).toBeUndefined();
    (await cache.lookUp('jwt soon')).keep(signIn('s'), Date.now() + 30);
    expect((await cache.lookUp('jwt soon')).signIn).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await cache.lookUp('jwt soon')).signIn).toBeUndefined();

    const aged = createSignInCache({ ...options(), maxAgeMs: 30 });
    (await aged.lookUp('jwt a')).keep(signIn('a'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await aged.lookUp('jwt a')).signIn).toBeUndefined();

    const off = createSignInCache({ ...options(), maxAgeMs: 0 });
    (await off.lookUp('jwt a')).keep(signIn('a'));
    expect((await off.lookUp('jwt a')).signIn).toBeUndefined();
  });

  it('signs in from the database while the generation cannot be read (Redis down), and says so', async () => {
    const broken = unreachableGeneration<'accounts'>();
    const errors: unknown[] = [];
    const cache = createSignInCache({ ...options(), generation: broken, onError: (e) => errors.push(e) });
    (await cache.lookUp('jwt a')).keep(signIn('a'));
    expect((await cache.lookUp('jwt a')).signIn).toBeUndefined();
    await cache.invalidate();
    expect(errors).toHaveLength(3);
  });
});
