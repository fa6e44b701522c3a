import { REMEMBER_FLAG_COOKIE_DAYS, REMEMBER_ME_REFRESH_COOKIE_DAYS } from '@fm/contract/constants';
import { getCookie, removeCookie, setCookie } from './cookies.ts';

/**
 * Remember-me of docs/product.md §12: the refresh token lives in a cookie, 90 days when remember-me is on, else a
 * session cookie (gone when the browser closes, which then ends the session). The remember flag itself is kept
 * 365 days so the sign-in form can preset its checkbox.
 */
const REFRESH_COOKIE = 'fm_refresh_token';
const REMEMBER_COOKIE = 'fm_remember_me';

export function isRememberMeOn(): boolean {
  return getCookie(REMEMBER_COOKIE) === 'true';
}

export function saveRememberMe(isOn: boolean): void {
  setCookie(REMEMBER_COOKIE, String(isOn), REMEMBER_FLAG_COOKIE_DAYS);
}

export function saveRefreshToken(token: string): void {
  setCookie(REFRESH_COOKIE, token, isRememberMeOn() ? REMEMBER_ME_REFRESH_COOKIE_DAYS : undefined);
}

export function readRefreshToken(): string | null {
  return getCookie(REFRESH_COOKIE);
}

export function clearRefreshToken(): void {
  removeCookie(REFRESH_COOKIE);
}
