import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ArxivApiError } from '../../../platform/external/arxiv/atom-feed.js';
import { OaiPmhError } from '../../../platform/external/arxiv/oai-pmh.js';
import { ExternalHttpError } from '../../../platform/external/http/retrying-fetch.js';
import { classifyFailure, domainErrorKindOf } from './job-failure.js';

describe('classifyFailure', () => {
  it('the arXiv error feed: upstream, not retried', () => {
    const f = classifyFailure(new ArxivApiError('incorrect id format for abc', 'incorrect_id_format_for_abc', 400));
    assert.deepEqual(f, { reason: 'arXiv answered with an error: incorrect id format for abc', kind: 'upstream', retryable: false });
    assert.equal(domainErrorKindOf(f.kind), 'upstream-failed');
  });

  it('an OAI-PMH error: upstream, not retried', () => {
    const f = classifyFailure(new OaiPmhError('badResumptionToken', 'expired'), 'arXiv OAI-PMH');
    assert.equal(f.kind, 'upstream');
    assert.equal(f.retryable, false);
    assert.match(f.reason, /badResumptionToken/);
  });

  it('network errors and 429/5xx after retries: unreachable, retried, without the URL', () => {
    const net = classifyFailure(
      new ExternalHttpError('arXiv API GET http://127.0.0.1:9/api/query?x=1 failed after 5 attempt(s): network error: fetch failed: ECONNREFUSED', 'arXiv API', 'u', null, 5),
    );
    assert.deepEqual(net, {
      reason: 'arXiv could not be reached: failed after 5 attempt(s): network error: fetch failed: ECONNREFUSED',
      kind: 'unreachable',
      retryable: true,
    });
    assert.equal(domainErrorKindOf(net.kind), 'unavailable');
    assert.equal(classifyFailure(new ExternalHttpError('x GET u failed: HTTP 503', 's', 'u', 503, 5)).kind, 'unreachable');
    assert.equal(classifyFailure(new ExternalHttpError('x GET u failed: HTTP 429', 's', 'u', 429, 5)).retryable, true);
  });

  it('other 4xx and unreadable bodies: upstream, not retried', () => {
    assert.equal(classifyFailure(new ExternalHttpError('x GET u failed: HTTP 404 — nope', 's', 'u', 404, 1)).retryable, false);
    const body = classifyFailure(new Error('arXiv API GET http://x/api/query: unreadable response: not an Atom feed: no <feed> element'));
    assert.equal(body.kind, 'upstream');
    assert.equal(body.retryable, false);
  });

  it('anything else is internal and retried', () => {
    assert.deepEqual(classifyFailure(new Error('connection terminated')), { reason: 'connection terminated', kind: 'internal', retryable: true });
  });
});
