/**
 * Loopback course catalogues for the scraping tests: one server per university (each its own
 * host:port, so robots.txt and the per-host rate limit are per university as on the internet).
 *  - fast: two paginated catalogue pages; robots.txt disallows /catalog/private (linked from page 1);
 *  - slow: three pages, each answered after `slowMs`; the last one not before `releaseSlow()`, so a
 *    test can stop the run mid-crawl however busy the machine is;
 *  - failing: every page answers 500;
 *  - blocked: robots.txt disallows everything.
 */
import { type ReplayServer, startReplayServer } from '../src/platform/testing/replay-server.js';

const HTML = { 'content-type': 'text/html; charset=utf-8' };
const TEXT = { 'content-type': 'text/plain' };

export function courseBlock(code: string, title: string, materials: number, assignments: number): string {
  const li = (n: number, what: string) => Array.from({ length: n }, (_, i) => `<li>${what} ${i + 1}</li>`).join('');
  return `<div class="courseblock">
    <p class="courseblocktitle"><strong>${code} ${title}</strong></p>
    <p class="courseblockdesc">About ${title}.</p>
    ${materials ? `<h4>Readings</h4><ul>${li(materials, 'Reading')}</ul>` : ''}
    ${assignments ? `<h4>Assignments</h4><ol>${li(assignments, 'Assignment')}</ol>` : ''}
  </div>`;
}

const page = (blocks: string[], next?: string, extra = '') =>
  `<!doctype html><html><body><h1>Catalogue</h1>${blocks.join('\n')}${extra}${next ? `<a rel="next" href="${next}">Next</a>` : ''}</body></html>`;

export interface CatalogueServers {
  fast: ReplayServer;
  slow: ReplayServer;
  failing: ReplayServer;
  blocked: ReplayServer;
  universitiesJson: string;
  releaseSlow(): void;
  close(): Promise<void>;
}

export async function startCatalogues(slowMs: number): Promise<CatalogueServers> {
  const fast = await startReplayServer((req) => {
    if (req.path === '/robots.txt') return { status: 200, headers: TEXT, body: 'User-agent: *\nDisallow: /catalog/private\n' };
    if (req.path !== '/catalog/') return { status: 200, headers: HTML, body: page([courseBlock('SECRET 1', 'Private', 0, 0)]) };
    if (req.query.get('page') === '2') {
      return { status: 200, headers: HTML, body: page([courseBlock('CS 201', 'Algorithms', 0, 4), courseBlock('CS 101', 'Programming', 2, 3)]) };
    }
    return {
      status: 200,
      headers: HTML,
      body: page(
        [courseBlock('CS 101', 'Programming', 2, 3), courseBlock('CS 102', 'Data Structures', 1, 2)],
        '/catalog/?page=2',
        '<nav class="pagination"><a href="/catalog/private">Next</a></nav>',
      ),
    };
  });
  let releaseSlow = () => {};
  const slowReleased = new Promise<void>((resolve) => {
    releaseSlow = resolve;
  });
  const slow = await startReplayServer(async (req) => {
    if (req.path === '/robots.txt') return { status: 404, headers: TEXT, body: 'none' };
    if (req.path !== '/courses') return undefined;
    await new Promise((r) => setTimeout(r, slowMs));
    const n = Number(req.query.get('p') ?? '1');
    if (n === 3) await slowReleased;
    return {
      status: 200,
      headers: HTML,
      body: page([courseBlock(`PHYS ${200 + n}`, `Physics ${n}`, 1, 1)], n < 3 ? `/courses?p=${n + 1}` : undefined),
    };
  });
  const failing = await startReplayServer((req) =>
    req.path === '/robots.txt' ? { status: 404, headers: TEXT, body: '' } : { status: 500, headers: TEXT, body: 'catalogue down' },
  );
  const blocked = await startReplayServer((req) =>
    req.path === '/robots.txt' ? { status: 200, headers: TEXT, body: 'User-agent: *\nDisallow: /\n' } : { status: 200, headers: HTML, body: page([courseBlock('X 1', 'Never', 0, 0)]) },
  );
  const uni = (name: string, domain: string, country: string, countryName: string, url: string) => ({
    name,
    domain,
    country,
    countryName,
    studentsEstimate: 1000,
    coursesEstimate: 10,
    catalogueUrls: [url],
  });
  const universitiesJson = JSON.stringify([
    uni('Fast University', 'fast.example.edu', 'US', 'United States', `${fast.url}/catalog/`),
    uni('Slow University', 'slow.example.ac.uk', 'GB', 'United Kingdom', `${slow.url}/courses?p=1`),
    uni('Failing University', 'failing.example.de', 'DE', 'Germany', `${failing.url}/catalog`),
    uni('Blocked University', 'blocked.example.fr', 'FR', 'France', `${blocked.url}/catalog`),
  ]);
  return {
    fast,
    slow,
    failing,
    blocked,
    universitiesJson,
    releaseSlow,
    close: async () => {
      await Promise.all([fast.close(), slow.close(), failing.close(), blocked.close()]);
    },
  };
}
