/** The feed's keyset cursor: the last paper's (publishedDate, id), opaque to clients (base64url). */
export interface FeedCursor {
  publishedDate: string;
  id: string;
}

export function encodeCursor(c: FeedCursor): string {
  return Buffer.from(`${c.publishedDate}|${c.id}`, 'utf8').toString('base64url');
}

/** Null when the text is not a cursor this API issued. */
export function decodeCursor(text: string): FeedCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  const m = /^(\d{4}-\d{2}-\d{2})\|([^|\s]{1,64})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!m || Number.isNaN(Date.parse(`${m[1]}T00:00:00Z`))) return null;
  return { publishedDate: m[1], id: m[2] };
}
