/** The admin console's figures and states that must agree with what they stand beside (issue: admin states that recover). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { acquisitionBadge, connectToast, scrapingProgress } from '../src/lib/format.ts';

test('the acquisition badge follows the latest run: a failed run reads Failed (Start allowed), not Active at 1%', () => {
  assert.equal(acquisitionBadge({ status: 'failed' }), 'Failed');
  assert.equal(acquisitionBadge({ status: 'running' }), 'Active');
  assert.equal(acquisitionBadge({ status: 'completed' }), 'Ready');
  assert.equal(acquisitionBadge({ status: 'idle' }), 'Ready');
  assert.equal(acquisitionBadge(null), 'Ready');
});

test('the scraping percent comes from the same counts as the text beside it', () => {
  // 19 universities, all failed: the old monitor said "0 of 19 universities completed" beside "100.0%".
  assert.deepEqual(scrapingProgress({ completedUniversities: 0, failedUniversities: 19, totalUniversities: 19 }), {
    text: '19 of 19 universities finished (0 completed, 19 failed)',
    percent: 100,
  });
  assert.deepEqual(scrapingProgress({ completedUniversities: 2, failedUniversities: 0, totalUniversities: 3 }), {
    text: '2 of 3 universities finished',
    percent: 66.7,
  });
  assert.deepEqual(scrapingProgress(undefined), { text: '0 of 0 universities finished', percent: 0 });
});

test('Connect All reports what happened: "Established" only when every configured source answered', () => {
  const none = connectToast({
    message: '0 of 2 configured sources connected',
    results: [
      { id: 'arxiv-api', configured: true, reachable: false, error: 'HTTP 503' },
      { id: 'arxiv-oai-pmh', configured: true, reachable: false, error: 'timeout' },
      { id: 'openalex', configured: false, reachable: false, error: 'not configured' },
    ],
  });
  assert.equal(none.title, 'No Database Connected');
  assert.equal(none.variant, 'destructive');
  assert.equal(none.description, '0 of 2 configured sources connected. arxiv-api: HTTP 503; arxiv-oai-pmh: timeout');
  const some = connectToast({
    message: '1 of 2 configured sources connected',
    results: [
      { id: 'arxiv-api', configured: true, reachable: true, error: null },
      { id: 'arxiv-oai-pmh', configured: true, reachable: false, error: 'timeout' },
    ],
  });
  assert.equal(some.title, 'Some Connections Failed');
  const all = connectToast({ message: '1 of 1 configured sources connected', results: [{ id: 'arxiv-api', configured: true, reachable: true, error: null }] });
  assert.equal(all.title, 'Database Connections Established');
  assert.equal(connectToast({ message: '0 of 0 configured sources connected', results: [] }).title, 'No Database Connected');
});
