import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, readSession, setToken, signIn, subscribeSession, updateUser } from './store';
import { loginUrlFor, requireSession, safeRedirectTarget } from './redirect';

afterEach(() => {
  window.localStorage.clear();
});

describe('session store', () => {
  it('given nothing stored, the visitor is signed out', () => {
    expect(readSession()).toMatchObject({ token: null, userId: null, user: null, isLogin: false });
  });

  it('signing in stores token, userId and user under the spec keys and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    signIn({ token: 'abc', userId: 'u1', user: { email: 'a@example.com' } });
    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(window.localStorage.getItem('userId')).toBe('u1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '')).toEqual({
      id: 'u1',
      email: 'a@example.com',
    });
    expect(readSession()).toMatchObject({ token: 'abc', userId: 'u1', isLogin: true });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('returns the same snapshot object until storage changes', () => {
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
    window.localStorage.setItem('token', 'abc');
    window.localStorage.setItem('user', '{not json');
    expect(readSession().isLogin).toBe(false);
  });

  it('logging out clears token, userId and user', () => {
    signIn({ token: 'abc', userId: 'u1' });
    clearSession();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(readSession().isLogin).toBe(false);
  });

  it('a change made in another tab reaches subscribers through the storage event', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
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

  it('builds a login URL that leads back to the requested page', () => {
    expect(loginUrlFor('/user/mycourses')).toBe('/login?redirectTo=%2Fuser%2Fmycourses');
  });

  it('the guard redirects a visitor without a session to /login and lets a customer through', () => {
    const request = new Request('http://localhost/user/myjobs');
    let thrown: unknown;
    try {
      requireSession(request);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login?redirectTo=%2Fuser%2Fmyjobs');

    signIn({ token: 'abc', userId: 'u1' });
    expect(requireSession(request).userId).toBe('u1');
  });
});
