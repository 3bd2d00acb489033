/** Reads one cookie of this document, or null. */
export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export interface CookieOptions {
  maxAgeDays: number;
  path?: string;
}

/** Writes a first-party cookie readable by the server (path /, SameSite=Lax). */
export function writeCookie(name: string, value: string, { maxAgeDays, path = '/' }: CookieOptions): void {
  const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=${path}; max-age=${maxAge}; samesite=lax${secure}`;
}
