import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getToken, readSession, setToken, signIn, subscribeSession, updateUser } from './store';
import { landingAfterLogin, loginUrlFor, requireSession, safeRedirectTarget } from './redirect';
import { restoreSession } from './restore';

afterEach(() => {
  clearSession();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('session store', () => {
  it('given nothing stored, the visitor is signed out', () => {
    expect(readSession()).toMatchObject({ token: null, userId: null, user: null, isLogin: false });
  });

  it('signing in keeps the token in memory only, stores userId and user, and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    signIn({ token: 'abc', userId: 'u1', user: { email: 'a@example.com' } });
    expect(getToken()).toBe('abc');
    // No token in web storage (team rule): any script could read it there.
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(Object.values({ ...window.localStorage })).not.toContain('abc');
    expect(window.localStorage.getItem('userId')).toBe('u1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '')).toEqual({
      id: 'u1',
      email: 'a@example.com',
    });
    expect(readSession()).toMatchObject({ token: 'abc', userId: 'u1', isLogin: true });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('a token left in local storage by an older build is removed, never used', () => {
    window.localStorage.setItem('token', 'old');
    expect(readSession().token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('returns the same snapshot object until the session changes', () => {
    signIn({ token: 'abc', userId: 'u1' });
    const first = readSession();
    expect(readSession()).toBe(first);
    setToken('def');
    expect(readSession()).not.toBe(first);
    expect(readSession().token).toBe('def');
  });

  it('updateUser merges profile fields but never changes the id', () => {
    signIn({ token: 'abc', userId: 'u1' });
    updateUser({ name: 'Asha', mobile: '9876543210' });
    expect(readSession().user).toEqual({ id: 'u1', name: 'Asha', mobile: '9876543210' });
  });

  it('a corrupted stored user counts as signed out instead of throwing', () => {
    setToken('abc');
    window.localStorage.setItem('user', '{not json');
    expect(readSession().isLogin).toBe(false);
  });

  it('logging out clears token, userId and user', () => {
    signIn({ token: 'abc', userId: 'u1' });
    clearSession();
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(readSession().isLogin).toBe(false);
  });

  it('a change made in another tab reaches subscribers through the storage event', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

const grant = (token: string) =>
  new Response(JSON.stringify({ status: 200, data: { access_token: token, userId: 'u9' } }), { status: 200 });

describe('restoring the session from the refresh cookie', () => {
  it('one refresh call for any number of callers, then signed in with the new token', async () => {
    const fetchMock = vi.fn(async () => grant('fresh'));
    vi.stubGlobal('fetch', fetchMock);
    const outcomes = await Promise.all([restoreSession(), restoreSession(), restoreSession()]);
    expect(outcomes).toEqual([true, true, true]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/admin/refresh',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(readSession()).toMatchObject({ token: 'fresh', userId: 'u9', isLogin: true });
    // Signed in: no further call.
    await restoreSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('without a valid cookie the visitor is signed out and the stored user forgotten', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Asha' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Your session has ended."}', { status: 401 })),
    );
    expect(await restoreSession()).toBe(false);
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});

describe('redirect targets', () => {
  it('accepts same-site paths only', () => {
    expect(safeRedirectTarget('/user/myjobs?tab=1')).toBe('/user/myjobs?tab=1');
    expect(safeRedirectTarget('https://evil.example/')).toBe('/user');
    expect(safeRedirectTarget('//evil.example/')).toBe('/user');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/user');
    expect(safeRedirectTarget('/login?redirectTo=/user')).toBe('/user');
    expect(safeRedirectTarget(null)).toBe('/user');
  });

  it('after signing in, staff and administrators land on the console unless a page was asked for', () => {
    expect(landingAfterLogin(null, 'admin')).toBe('/admin');
    expect(landingAfterLogin(null, 'staff')).toBe('/admin');
    expect(landingAfterLogin(null, 'customer')).toBe('/user');
    expect(landingAfterLogin(null, undefined, '/user/myprofile')).toBe('/user/myprofile');
    expect(landingAfterLogin('/admin/orders', 'customer')).toBe('/admin/orders');
    expect(landingAfterLogin('/user/myjobs', 'admin')).toBe('/user/myjobs');
    expect(landingAfterLogin('https://evil.example/', 'admin')).toBe('/admin');
  });

  it('builds a login URL that leads back to the requested page', () => {
    expect(loginUrlFor('/user/mycourses')).toBe('/login?redirectTo=%2Fuser%2Fmycourses');
  });

  it('the guard tries the refresh cookie, redirects a visitor without a session to /login and lets a customer through', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const request = new Request('http://localhost/user/myjobs');
    const thrown = await requireSession(request).catch((error: unknown) => error);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login?redirectTo=%2Fuser%2Fmyjobs');

    signIn({ token: 'abc', userId: 'u1' });
    expect((await requireSession(request)).userId).toBe('u1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the guard accepts a session restored from the refresh cookie (a login posted without script)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => grant('restored')),
    );
    const session = await requireSession(new Request('http://localhost/user'));
    expect(session).toMatchObject({ userId: 'u9', token: 'restored' });
  });
});

describe('the notice a route action leaves for the page it redirects to', () => {
  afterEach(() => {
    document.cookie = 'acme_flash=; Path=/; Max-Age=0';
    window.history.replaceState(null, '', '/');
  });

  it('is shown once, by the page the redirects end on', async () => {
    const { takeFlash } = await import('./flash');
    const { flashCookie } = await import('../forms/action.server');
    document.cookie = flashCookie('login', '/login').split('; Max-Age')[0]!;
    // /user redirected on to /user/myprofile.
    window.history.replaceState(null, '', '/user/myprofile');
    expect(takeFlash()).toMatchObject({ title: 'Login Successful' });
    expect(takeFlash()).toBeNull();
  });

  it('is left alone by the page that posted, hydrating while the browser follows the redirect', async () => {
    const { takeFlash } = await import('./flash');
    const { flashCookie } = await import('../forms/action.server');
    document.cookie = flashCookie('login', '/login').split('; Max-Age')[0]!;
    window.history.replaceState(null, '', '/login');
    expect(takeFlash()).toBeNull();
    window.history.replaceState(null, '', '/user/myprofile');
    expect(takeFlash()).toMatchObject({ title: 'Login Successful' });
  });
});
