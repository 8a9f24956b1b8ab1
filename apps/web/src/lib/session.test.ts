import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import { clearSession, readSession, saveSession, updateStoredUser } from './session';

describe('session storage', () => {
  it('keeps the token in a cookie and the token type and user in local storage', () => {
    const user = makeUser();
    saveSession({ token: 'abc', tokenType: 'Bearer', user });

    expect(document.cookie).toContain('skinscope_token=abc');
    expect(window.localStorage.getItem('skinscope.tokenType')).toBe('Bearer');
    expect(JSON.parse(window.localStorage.getItem('skinscope.user') ?? '')).toEqual(user);
    expect(readSession()).toEqual({ token: 'abc', tokenType: 'Bearer', user });
  });

  it('adds rights to the stored user', () => {
    saveSession({ token: 'abc', tokenType: 'Bearer', user: makeUser({ canUpload: false }) });
    updateStoredUser({ canUpload: true });
    expect(readSession()?.user.canUpload).toBe(true);
  });

  it('reads a stored user that is not a user as no session', () => {
    saveSession({ token: 'abc', tokenType: 'Bearer', user: makeUser() });
    window.localStorage.setItem('skinscope.user', JSON.stringify({ id: 'seven' }));
    expect(readSession()).toBeNull();
  });

  it('forgets everything on clear', () => {
    saveSession({ token: 'abc', tokenType: 'Bearer', user: makeUser() });
    clearSession();
    expect(readSession()).toBeNull();
    expect(document.cookie).not.toContain('abc');
    expect(window.localStorage.length).toBe(0);
  });
});
