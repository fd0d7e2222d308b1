/**
 * Extracts courses from a course-catalogue page (pure: HTML in, courses and next-page links out).
 * Reads, in order of trust:
 *  1. schema.org `Course` objects in JSON-LD (`name`, `courseCode`, `description`, `hasPart`,
 *     `syllabusSections`…);
 *  2. schema.org microdata (`itemtype=…/Course` with `itemprop` name/courseCode/description);
 *  3. the course blocks catalogue systems render (CourseLeaf `.courseblock`, `.course`,
 *     `.course-item`…): the title from the heading, the code from a code element or the title's
 *     start (`CS 101`, `6.100A`, `MATH-UA 120`), the description from the first paragraph.
 * Materials are list items under a "materials / readings / resources / textbooks" heading or
 * class, plus linked documents (pdf, slides); assignments are list items under an "assignments /
 * homework / problem sets / projects" heading or class.
 * Next pages: `rel=next` links and pagination links on the same host.
 */
import { type HTMLElement, parse } from 'node-html-parser';
import type { DiscoveredCourse } from '../scraping-run.js';

export interface ExtractedPage {
  courses: DiscoveredCourse[];
  /** Absolute URLs of further catalogue pages (pagination), same host only. */
  nextPages: string[];
}

const MATERIALS = /\b(materials?|readings?|resources?|textbooks?|literature|lecture notes|slides)\b/i;
const ASSIGNMENTS = /\b(assignments?|homeworks?|problem sets?|exercises?|projects?|coursework|labs?)\b/i;
const DOCUMENT_LINK = /\.(pdf|pptx?|docx?|ipynb|zip)(?:$|[?#])/i;
const CODE_AT_START = /^\s*((?:[A-Z]{2,8}(?:-[A-Z]{2})?[\s.-]?\d{1,4}[A-Z]{0,2}(?:\.\d{1,3})?)|(?:\d{1,2}\.[A-Z0-9]{2,5}))\b[\s.:–—-]*/;
const BLOCK_SELECTOR = [
  '[itemtype*="schema.org/Course"]',
  '.courseblock',
  '.course-block',
  '.course',
  '.course-item',
  '.course-listing',
  'article.course',
  'li.course',
].join(', ');
const NEXT_TEXT = /^(next|more|older|›|»|next page|next ›|next »|weiter|suivant|siguiente|volgende|nästa|næste)$/i;

const clean = (s: string | undefined | null): string => (s ?? '').replace(/\s+/g, ' ').trim();

function absolute(href: string | undefined, base: string): string | null {
  if (!href || href.startsWith('#') || /^(mailto|javascript|tel):/i.test(href)) return null;
  try {
    const u = new URL(href, base);
    u.hash = '';
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 120);
}

function splitCode(title: string): { code: string | null; title: string } {
  const m = CODE_AT_START.exec(title);
  if (!m || m[0].length >= title.length) return { code: null, title };
  return { code: clean(m[1]), title: clean(title.slice(m[0].length)) || title };
}

function keyOf(code: string | null, title: string, url: string): string {
  return code ? code.toUpperCase().replace(/\s+/g, ' ') : `${new URL(url).pathname}#${slug(title)}`;
}

/** List items that follow a heading matching `pattern` (or sit in an element whose class matches). */
function countSection(block: HTMLElement, pattern: RegExp): number {
  let count = 0;
  const counted = new Set<HTMLElement>();
  const countList = (list: HTMLElement | null) => {
    if (!list || counted.has(list)) return;
    counted.add(list);
    count += list.querySelectorAll('li').length;
  };
  for (const el of block.querySelectorAll('[class]')) {
    const cls = el.getAttribute('class') ?? '';
    if (pattern.test(cls.replace(/[-_]/g, ' '))) {
      if (['UL', 'OL'].includes(el.tagName)) countList(el);
      else el.querySelectorAll('ul, ol').forEach(countList);
    }
  }
  for (const heading of block.querySelectorAll('h2, h3, h4, h5, h6, dt, strong, b, summary')) {
    if (!pattern.test(clean(heading.text))) continue;
    let next = heading.nextElementSibling;
    // A <strong> inside a <p> introduces the list after the paragraph.
    if (!next && heading.parentNode && ['P', 'DIV', 'SPAN'].includes((heading.parentNode as HTMLElement).tagName)) {
      next = (heading.parentNode as HTMLElement).nextElementSibling;
    }
    for (let i = 0; next && i < 3; i++, next = next.nextElementSibling) {
      if (['UL', 'OL'].includes(next.tagName)) {
        countList(next);
        break;
      }
      if (next.tagName === 'DD') {
        count += Math.max(1, next.querySelectorAll('li').length);
        break;
      }
      if (/^H[1-6]$/.test(next.tagName)) break;
    }
  }
  return count;
}

function documentLinks(block: HTMLElement, base: string): number {
  const urls = new Set<string>();
  for (const a of block.querySelectorAll('a[href]')) {
    const href = absolute(a.getAttribute('href'), base);
    if (href && DOCUMENT_LINK.test(href) && !ASSIGNMENTS.test(clean(a.text))) urls.add(href);
  }
  return urls.size;
}

/** The first element matching the earliest selector of the list that matches at all (priority, not document order). */
function first(block: HTMLElement, selectors: string[]): HTMLElement | null {
  for (const s of selectors) {
    const el = block.querySelector(s);
    if (el) return el;
  }
  return null;
}

function fromBlock(block: HTMLElement, pageUrl: string): DiscoveredCourse | null {
  const prop = (name: string) => block.querySelector(`[itemprop="${name}"]`);
  const titleEl =
    prop('name') ?? first(block, ['.course-title', '.courseblocktitle', '.course-name', '.title', 'h1', 'h2', 'h3', 'h4', 'h5', 'strong', 'b', 'a']);
  const rawTitle = clean(titleEl?.text);
  if (!rawTitle) return null;
  const codeEl = prop('courseCode') ?? first(block, ['.course-code', '.coursecode', '.courseblockcode', '.code']);
  let code = clean(codeEl?.text) || null;
  let title = rawTitle;
  if (code && title.startsWith(code)) title = clean(title.slice(code.length).replace(/^[\s.:–—-]+/, '')) || title;
  if (!code) ({ code, title } = splitCode(rawTitle));
  const descEl =
    prop('description') ??
    first(block, ['.course-description', '.courseblockdesc', '.description', '.summary']) ??
    block.querySelectorAll('p').find((p) => p !== titleEl && !(titleEl && isAncestor(p, titleEl)) && clean(p.text) !== rawTitle) ??
    null;
  const description = clean(descEl?.text) || null;
  const link = titleEl?.tagName === 'A' ? titleEl : (titleEl?.querySelector('a') ?? null);
  const url = absolute(link?.getAttribute('href'), pageUrl) ?? pageUrl;
  const materials = countSection(block, MATERIALS) + documentLinks(block, pageUrl);
  const assignments = countSection(block, ASSIGNMENTS);
  return { key: keyOf(code, title, url), title: title.slice(0, 300), code, description: description?.slice(0, 2000) ?? null, materials, assignments, url };
}

type Json = Record<string, unknown>;

function jsonLdCourses(root: HTMLElement, pageUrl: string): DiscoveredCourse[] {
  const out: DiscoveredCourse[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const o = node as Json;
    const type = o['@type'];
    const types = Array.isArray(type) ? type : [type];
    if (types.includes('Course') && typeof o.name === 'string') {
      const count = (v: unknown) => (Array.isArray(v) ? v.length : v ? 1 : 0);
      const code = typeof o.courseCode === 'string' ? clean(o.courseCode) : null;
      const url = absolute(typeof o.url === 'string' ? o.url : undefined, pageUrl) ?? pageUrl;
      const title = clean(o.name);
      out.push({
        key: keyOf(code, title, url),
        title,
        code,
        description: typeof o.description === 'string' ? clean(o.description).slice(0, 2000) : null,
        materials: count(o.hasPart) + count(o.learningResource) + count(o.workExample),
        assignments: count(o.assignment) + count(o.hasCourseAssignment),
        url,
      });
    }
    for (const [k, v] of Object.entries(o)) if (k !== '@context') visit(v);
  };
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      visit(JSON.parse(script.text));
    } catch {
      // an unreadable block: skip it
    }
  }
  return out;
}

export function extractCourses(html: string, pageUrl: string): ExtractedPage {
  const root = parse(html, { comment: false, blockTextElements: { script: true, style: false, pre: true } });
  const courses: DiscoveredCourse[] = [];
  const keys = new Set<string>();
  const add = (c: DiscoveredCourse | null) => {
    if (c && !keys.has(c.key)) {
      keys.add(c.key);
      courses.push(c);
    }
  };
  jsonLdCourses(root, pageUrl).forEach(add);
  const blocks = root.querySelectorAll(BLOCK_SELECTOR);
  // Outermost blocks only: a `.course` inside a `.courseblock` is the same course.
  const outer = blocks.filter((b) => !blocks.some((other) => other !== b && isAncestor(other, b)));
  for (const b of outer) add(fromBlock(b, pageUrl));

  const host = new URL(pageUrl).host;
  const next = new Set<string>();
  for (const a of root.querySelectorAll('a[href]')) {
    const rel = (a.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    const text = clean(a.text);
    const inPager = Boolean(a.closest('.pagination, .pager, nav[aria-label*="agination"]'));
    if (!(rel.includes('next') || NEXT_TEXT.test(text) || (inPager && /^\d+$/.test(text)))) continue;
    const href = absolute(a.getAttribute('href'), pageUrl);
    if (href && new URL(href).host === host && href !== pageUrl) next.add(href);
  }
  return { courses, nextPages: [...next] };
}

function isAncestor(ancestor: HTMLElement, node: HTMLElement): boolean {
  for (let p = node.parentNode as HTMLElement | null; p; p = p.parentNode as HTMLElement | null) if (p === ancestor) return true;
  return false;
}
