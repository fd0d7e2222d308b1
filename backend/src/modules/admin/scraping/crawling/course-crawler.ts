/**
 * Crawls one university's public course catalogue: from its configured catalogue URLs, following
 * pagination on the same host, up to SCRAPING_MAX_PAGES pages. Obeys robots.txt (fetched once per
 * host per crawl; a disallowed page is skipped and counted; a larger Crawl-delay slows the host's
 * gate), waits SCRAPING_MIN_INTERVAL_MS between two requests to one host (RequestGate, shared by
 * every crawl of this process), retries 429/5xx/network failures with backoff (getWithRetry), and
 * refuses private and loopback addresses on every hop, redirects included: each hop is checked
 * before it is fetched (address-guard.ts) and its connection goes only to an address checked at
 * connect time (guarded-dispatcher.ts), so DNS rebinding between the two cannot get around it.
 */
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import robotsParserModule from 'robots-parser';
import type { Agent } from 'undici';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { RequestGate } from '../../../../platform/external/http/request-gate.js';
import { type FetchLike, type HttpRequester, type HttpResult, getWithRetry, realSleep } from '../../../../platform/external/http/retrying-fetch.js';
import type { DiscoveredCourse } from '../scraping-run.js';
import type { UniversityConfig } from '../universities/universities.js';
import { assertCrawlable } from '../../../../platform/external/http/address-guard.js';
import { extractCourses } from './course-extractor.js';
import { guardedDispatcher, guardedFetch } from '../../../../platform/external/http/guarded-dispatcher.js';

export interface CrawlOutcome {
  pages: number;
  disallowedByRobots: number;
}

/** Nothing of the catalogue could be read; the message says why. */
export class CrawlFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CrawlFailed';
  }
}

interface Robots {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getCrawlDelay(ua?: string): number | undefined;
}

/** robots-parser is CommonJS (`module.exports = fn`); its typings describe an ES default export. */
const robotsParser = robotsParserModule as unknown as (url: string, contents: string) => Robots;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
const MAX_CRAWL_DELAY_S = 30;

@Injectable()
export class CourseCrawler implements OnModuleDestroy {
  private readonly gates = new Map<string, RequestGate>();
  private readonly dispatcher: Agent;
  private readonly fetch: FetchLike;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.dispatcher = guardedDispatcher(config.scraping.allowPrivateHosts);
    this.fetch = guardedFetch(this.dispatcher);
  }

  async onModuleDestroy(): Promise<void> {
    await this.dispatcher.close();
  }

  private get settings() {
    return this.config.scraping;
  }

  private requester(host: string): HttpRequester {
    let gate = this.gates.get(host);
    if (!gate) {
      gate = new RequestGate(this.settings.minIntervalMs);
      this.gates.set(host, gate);
    }
    return {
      service: 'Course catalogue',
      gate,
      sleep: realSleep,
      // Redirects are followed by hand, so that every hop passes the address guard and robots.txt.
      fetch: this.fetch,
      headers: { 'user-agent': this.settings.userAgent, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' },
      policy: {
        maxRetries: this.settings.maxRetries,
        backoffBaseMs: this.settings.backoffMs,
        backoffMaxMs: 60_000,
        maxRetryAfterMs: 120_000,
        timeoutMs: this.settings.timeoutMs,
      },
    };
  }

  /** robots.txt of the URL's origin: null allows everything (4xx, as RFC 9309 says); 5xx or unreachable fails. */
  private async robotsFor(url: string, cache: Map<string, Promise<Robots | null>>, signal: AbortSignal): Promise<Robots | null> {
    const origin = new URL(url).origin;
    let robots = cache.get(origin);
    if (!robots) {
      robots = (async () => {
        const robotsUrl = `${origin}/robots.txt`;
        await assertCrawlable(robotsUrl, this.settings.allowPrivateHosts);
        const res = await getWithRetry(this.requester(new URL(url).host), robotsUrl, signal);
        if (res.status >= 400 && res.status < 500) return null;
        if (res.status >= 300) throw new CrawlFailed(`robots.txt of ${new URL(url).host} could not be read (HTTP ${res.status})`);
        const parsed = robotsParser(robotsUrl, res.body);
        const delay = parsed.getCrawlDelay(this.settings.userAgent);
        if (delay && delay * 1000 > this.settings.minIntervalMs) {
          this.gates.set(new URL(url).host, new RequestGate(Math.min(delay, MAX_CRAWL_DELAY_S) * 1000));
        }
        return parsed;
      })();
      cache.set(origin, robots);
    }
    return robots;
  }

  private async allowed(url: string, cache: Map<string, Promise<Robots | null>>, signal: AbortSignal): Promise<boolean> {
    const robots = await this.robotsFor(url, cache, signal);
    return robots?.isAllowed(url, this.settings.userAgent) !== false;
  }

  /** GET with redirects followed by hand; null when robots.txt disallows a hop. */
  private async fetchPage(url: string, cache: Map<string, Promise<Robots | null>>, signal: AbortSignal): Promise<(HttpResult & { url: string }) | null> {
    let current = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      await assertCrawlable(current, this.settings.allowPrivateHosts);
      if (hop > 0 && !(await this.allowed(current, cache, signal))) return null;
      const res = await getWithRetry(this.requester(new URL(current).host), current, signal);
      if (!REDIRECTS.has(res.status)) return { ...res, url: current };
      const location = res.headers.get('location');
      if (!location) throw new CrawlFailed(`${current} redirects without a Location`);
      current = new URL(location, current).toString();
    }
    throw new CrawlFailed(`${url} redirects more than ${MAX_REDIRECTS} times`);
  }

  /**
   * Crawls the university's catalogue; `onPage` receives each page's courses as soon as it is read
   * (the run records them, so progress shows while a long crawl goes on). Throws CrawlFailed when
   * no catalogue page could be read, and whatever `onPage` throws (a stopped run).
   */
  async crawl(university: UniversityConfig, onPage: (courses: DiscoveredCourse[], url: string) => Promise<void>, signal: AbortSignal): Promise<CrawlOutcome> {
    const robotsCache = new Map<string, Promise<Robots | null>>();
    const queue = [...university.catalogueUrls];
    const seen = new Set(queue);
    const problems: string[] = [];
    let pages = 0;
    let disallowedByRobots = 0;
    while (queue.length > 0 && pages < this.settings.maxPagesPerUniversity) {
      signal.throwIfAborted();
      const url = queue.shift()!;
      let res: (HttpResult & { url: string }) | null;
      try {
        if (!(await this.allowed(url, robotsCache, signal))) res = null;
        else res = await this.fetchPage(url, robotsCache, signal);
      } catch (err) {
        if (signal.aborted) throw err;
        problems.push((err as Error).message);
        continue;
      }
      if (res === null) {
        disallowedByRobots++;
        problems.push(`robots.txt disallows ${url}`);
        continue;
      }
      if (res.status !== 200) {
        problems.push(`${url} answered HTTP ${res.status}`);
        continue;
      }
      const type = res.headers.get('content-type') ?? 'text/html';
      if (!/html|xml/i.test(type)) {
        problems.push(`${url} is not an HTML page (${type})`);
        continue;
      }
      const page = extractCourses(res.body, res.url);
      pages++;
      await onPage(page.courses, res.url);
      for (const next of page.nextPages) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    if (pages === 0) throw new CrawlFailed(problems.join('; ') || 'no catalogue page could be read');
    return { pages, disallowedByRobots };
  }
}
