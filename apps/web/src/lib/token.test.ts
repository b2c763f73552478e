import { describe, expect, it, vi } from 'vitest';
import { fakeToken } from '@/testing/fetch-mock.ts';
import { clearToken, decodeRole, getToken, setToken, subscribeToken } from './token.ts';

describe('token', () => {
  it.each(['FREELANCER', 'INVESTOR', 'ADMIN'] as const)(
    'decodes the role %s from roles[0]',
    (role) => {
      expect(decodeRole(fakeToken([role, 'OTHER']))).toBe(role);
    },
  );

  it('rejects an unknown or missing role with "Invalid role"', () => {
    expect(() => decodeRole(fakeToken(['GUEST']))).toThrow('Invalid role');
    expect(() => decodeRole(fakeToken([]))).toThrow('Invalid role');
    expect(() => decodeRole(fakeToken('ADMIN'))).toThrow('Invalid role');
  });

  it('throws for a token that is not a JWT', () => {
    expect(() => decodeRole('not-a-jwt')).toThrow();
  });

  it('stores under the key "token" and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToken(listener);
    setToken('t1');
    expect(window.localStorage.getItem('token')).toBe('t1');
    expect(getToken()).toBe('t1');
    clearToken();
    clearToken(); // nothing stored any more: no second notification
    expect(getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
