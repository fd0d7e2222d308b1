/** What a browser sent back from the issuer sees when the sign-in gates refuse it (issue #27). */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a refused sign-in lands on: why, and the way back (no script, no inline style: the CSP allows neither). */
export function signInRefusedPage(reason: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in refused · ScholarLens</title></head><body><main><h1>Sign-in refused</h1><p>${escapeHtml(reason)}</p><p><a href="/">Back to ScholarLens</a></p></main></body></html>`;
}
