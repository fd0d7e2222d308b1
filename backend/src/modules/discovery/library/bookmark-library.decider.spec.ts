import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { type BookmarkEvent, evolve, initialBookmarkLibraryState } from './bookmark-library.js';
import { decide } from './bookmark-library.decider.js';

const given = (...events: BookmarkEvent[]) => events.reduce(evolve, initialBookmarkLibraryState);
const save = (...entries: [string, number][]) => ({ type: 'SaveBookmarks' as const, data: { entries: entries.map(([paperId, addedAt]) => ({ paperId, addedAt })) } });

describe('synced bookmarks decider', () => {
  it('saves what is new once, whatever the order or repetition in one merge', () => {
    const state = given({ type: 'BookmarkSaved', data: { paperId: 'a', addedAt: 1 } });
    assert.deepEqual(decide(save(['a', 5], ['b', 2], ['b', 9], ['c', 0]), state), [
      { type: 'BookmarkSaved', data: { paperId: 'b', addedAt: 2 } },
      { type: 'BookmarkSaved', data: { paperId: 'c', addedAt: 0 } },
    ]);
  });

  it('an old copy of a removed bookmark does not come back; one made after the removal does', () => {
    const state = given({ type: 'BookmarkSaved', data: { paperId: 'a', addedAt: 10 } }, { type: 'BookmarkRemoved', data: { paperId: 'a', at: 20 } });
    assert.deepEqual(decide(save(['a', 10]), state), []);
    assert.deepEqual(decide(save(['a', 0]), state), [], 'a plain-id bookmark (no time) is older than any removal');
    assert.deepEqual(decide(save(['a', 25]), state), [{ type: 'BookmarkSaved', data: { paperId: 'a', addedAt: 25 } }]);
  });

  it('removes a saved bookmark; removing one not saved changes nothing', () => {
    const state = given({ type: 'BookmarkSaved', data: { paperId: 'a', addedAt: 1 } });
    assert.deepEqual(decide({ type: 'RemoveBookmark', data: { paperId: 'a', at: 7 } }, state), [{ type: 'BookmarkRemoved', data: { paperId: 'a', at: 7 } }]);
    assert.deepEqual(decide({ type: 'RemoveBookmark', data: { paperId: 'z', at: 7 } }, state), []);
  });

  it('refuses to grow past the limit of synced bookmarks', () => {
    const many = Array.from({ length: 5001 }, (_, i) => [`p${i}`, i] as [string, number]);
    assert.throws(() => decide(save(...many), initialBookmarkLibraryState), (e: DomainError) => e.kind === 'refused' && /at most 5000/.test(e.message));
  });
});
