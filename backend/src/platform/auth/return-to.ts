/**
 * Where sign-in returns to: the page the user started from, as a same-origin path only. Anything
 * that could leave the app (`//evil.example`, `https://evil.example`, `/\evil.example`, control
 * characters a browser drops) or loop back into sign-in is refused, and the user lands on `/`.
 */
const MAX_RETURN_PATH = 2000;

const hasControlCharacter = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function safeReturnPath(value: unknown, publicUrl: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH) return null;
  // A path, not a scheme-relative or absolute URL; browsers read "\" as "/" and drop tabs and newlines.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return null;
  const origin = new URL(publicUrl).origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (/^\/(auth|oidc|api)(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
