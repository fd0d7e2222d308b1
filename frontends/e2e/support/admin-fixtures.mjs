/**
 * Browser tests' outside world for the admin console, on loopback: three universities' course
 * catalogues (one paginated with a robots.txt-disallowed page, one answering 500, one slow enough
 * to be stopped mid-crawl from the monitor), and arXiv's API
 * and OAI-PMH answering with empty results (so syncs and harvests started from the console add no
 * papers to the shared test catalog). `PUT /control/oai-pmh-failure` makes ListRecords answer with an
 * OAI-PMH error (a bulk acquisition then fails) until `DELETE` on the same path.
 * Usage: node support/admin-fixtures.mjs <port>
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES_DIR, startReplayServer } from '../../../backend/dist/src/platform/testing/replay-server.js';

const port = Number(process.argv[2] ?? 8184);
const HTML = { 'content-type': 'text/html; charset=utf-8' };
const XML = { 'content-type': 'text/xml; charset=utf-8' };
const EMPTY_FEED = readFileSync(path.join(FIXTURES_DIR, 'arxiv-atom', 'id_0000.0000_s0_m100_8b51d9633a68.xml'), 'utf8');

const block = (code, title, materials, assignments) => `<div class="courseblock">
  <p class="courseblocktitle"><strong>${code} ${title}</strong></p><p class="courseblockdesc">About ${title}.</p>
  <h4>Readings</h4><ul>${'<li>Reading</li>'.repeat(materials)}</ul>
  <h4>Assignments</h4><ol>${'<li>Assignment</li>'.repeat(assignments)}</ol></div>`;
/** The slow catalogue: one course a page, each page answering after SLOW_PAGE_MS (about 8 s in all). */
const SLOW_PAGES = 4;
const SLOW_PAGE_MS = 2000;
/** While set, ListRecords answers with this OAI-PMH error text (the failed-acquisition browser test). */
let oaiFailure = null;
const page = (blocks, next) => `<!doctype html><html><body>${blocks.join('')}${next ? `<a rel="next" href="${next}">Next</a>` : ''}</body></html>`;

const server = await startReplayServer(
  (req) => {
    if (req.path === '/control/oai-pmh-failure') {
      oaiFailure = req.method === 'PUT' ? 'The replayed archive refuses this harvest' : null;
      return { status: 204, headers: {}, body: '' };
    }
    if (req.path === '/robots.txt') return { status: 200, headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /a/private\n' };
    if (req.path === '/a/catalog') {
      return req.query.get('page') === '2'
        ? { status: 200, headers: HTML, body: page([block('CS 201', 'Algorithms', 1, 2)]) }
        : { status: 200, headers: HTML, body: page([block('CS 101', 'Programming', 2, 3), block('CS 102', 'Data Structures', 1, 1)], '/a/catalog?page=2') };
    }
    if (req.path === '/c/catalog') {
      const n = Number(req.query.get('page') ?? 1);
      const next = n < SLOW_PAGES ? `/c/catalog?page=${n + 1}` : undefined;
      return new Promise((resolve) =>
        setTimeout(() => resolve({ status: 200, headers: HTML, body: page([block(`HIS ${100 + n}`, `History ${n}`, 1, 1)], next) }), SLOW_PAGE_MS),
      );
    }
    if (req.path.startsWith('/b/')) return { status: 500, headers: { 'content-type': 'text/plain' }, body: 'catalogue down' };
    if (req.path === '/api/query') return { status: 200, headers: { 'content-type': 'application/atom+xml; charset=utf-8' }, body: EMPTY_FEED };
    if (req.path === '/oai2' && req.query.get('verb') === 'Identify') {
      return { status: 200, headers: XML, body: '<?xml version="1.0"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><Identify><repositoryName>arXiv (replay)</repositoryName></Identify></OAI-PMH>' };
    }
    if (req.path === '/oai2' && oaiFailure) {
      return {
        status: 200,
        headers: XML,
        body: `<?xml version="1.0"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2025-01-01T00:00:00Z</responseDate><request verb="ListRecords">x</request><error code="badArgument">${oaiFailure}</error></OAI-PMH>`,
      };
    }
    if (req.path === '/oai2') {
      return {
        status: 200,
        headers: XML,
        body: '<?xml version="1.0"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2025-01-01T00:00:00Z</responseDate><request verb="ListRecords">x</request><error code="noRecordsMatch">none</error></OAI-PMH>',
      };
    }
    return undefined;
  },
  { port },
);
console.log(`Admin fixtures on ${server.url}`);
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
