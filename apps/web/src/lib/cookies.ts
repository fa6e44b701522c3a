/** Minimal cookie helpers (path /, SameSite=Strict, Secure on https). `days` undefined → session cookie. */
export function setCookie(name: string, value: string, days?: number): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Strict'];
  if (days !== undefined) parts.push(`max-age=${Math.round(days * 24 * 60 * 60)}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox/Safari and jsdom.
  document.cookie = parts.join('; ');
}

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? null : decodeURIComponent(found.slice(prefix.length));
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Strict`;
}
