import { BOOKMARK_LIMITS } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';

/** A paper id as a bookmark holds it: a non-blank string of at most BOOKMARK_LIMITS.paperIdMaxLength characters. */
export function bookmarkPaperId(value: unknown, field: string): string {
  const id = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof id !== 'string' || !id.trim()) throw new DomainError('invalid', `${field}: must be a paper id`);
  if (id.length > BOOKMARK_LIMITS.paperIdMaxLength) throw new DomainError('invalid', `${field}: must be at most ${BOOKMARK_LIMITS.paperIdMaxLength} characters`);
  return id;
}

/**
 * The browser's stored bookmarks in either shape of spec core §3 (a list of ids, or of
 * {paperId, timestamp}), as entries; an id alone has no time (0). Anything else is a 400 naming the item.
 */
export function bookmarkEntriesOf(list: readonly unknown[]): { paperId: string; addedAt: number }[] {
  return list.map((item, i) => {
    const field = `bookmarks[${i}]`;
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      const { paperId, timestamp } = item as { paperId?: unknown; timestamp?: unknown };
      const addedAt = timestamp === undefined ? 0 : timestamp;
      if (typeof addedAt !== 'number' || !Number.isSafeInteger(addedAt) || addedAt < 0) throw new DomainError('invalid', `${field}.timestamp: must be a time in ms since the epoch`);
      return { paperId: bookmarkPaperId(paperId, `${field}.paperId`), addedAt };
    }
    return { paperId: bookmarkPaperId(item, field), addedAt: 0 };
  });
}
