/**
 * The cursor of a search page (issue #37): where the next page starts in the whole ranked answer,
 * which is ranked once and cached (paper-search.service.ts). Opaque to clients: base64url of
 * `o<offset>`, so a client cannot mistake it for a page number.
 */
export class BadCursorError extends Error {}

/** The largest offset a cursor may hold: no answer is longer (the rankings are bounded). */
const MAX_OFFSET = 100_000;

export function encodeCursor(offset: number): string {
  return Buffer.from(`o${offset}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const m = /^o(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!m || Number(m[1]) > MAX_OFFSET) throw new BadCursorError('cursor: must be the X-Next-Cursor of a previous answer');
  return Number(m[1]);
}
