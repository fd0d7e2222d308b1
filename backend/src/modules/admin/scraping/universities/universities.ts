/**
 * The universities a course scrape walks: the shipped list (universities.data.ts, 15 countries),
 * or a JSON list from SCRAPING_UNIVERSITIES_JSON / SCRAPING_UNIVERSITIES_FILE (same shape), checked
 * at start so a bad file fails loudly rather than mid-scrape.
 */
import { readFileSync } from 'node:fs';
import type { ScrapingConfig } from '../../../../platform/config/config.js';
import { SHIPPED_UNIVERSITIES } from './universities.data.js';

export interface UniversityConfig {
  name: string;
  /** The university's own domain, e.g. mit.edu (the key of its scraping status). */
  domain: string;
  /** ISO 3166-1 alpha-2 code, e.g. US (the flag). */
  country: string;
  countryName: string;
  studentsEstimate: number;
  coursesEstimate: number;
  /** Public course-catalogue pages the crawl starts from (http or https). */
  catalogueUrls: string[];
}

export function validateUniversities(value: unknown, origin: string): UniversityConfig[] {
  if (!Array.isArray(value) || value.length === 0) throw new Error(`${origin}: expected a non-empty JSON array of universities`);
  const domains = new Set<string>();
  return value.map((u: Partial<UniversityConfig>, i) => {
    const where = `${origin}[${i}]`;
    if (!u || typeof u !== 'object') throw new Error(`${where}: not an object`);
    for (const field of ['name', 'domain', 'country', 'countryName'] as const) {
      if (typeof u[field] !== 'string' || !u[field]!.trim()) throw new Error(`${where}.${field}: required text`);
    }
    if (!/^[A-Z]{2}$/.test(u.country!)) throw new Error(`${where}.country: an ISO 3166-1 alpha-2 code such as US`);
    for (const field of ['studentsEstimate', 'coursesEstimate'] as const) {
      if (!Number.isInteger(u[field]) || (u[field] as number) < 0) throw new Error(`${where}.${field}: a whole number ≥ 0`);
    }
    if (!Array.isArray(u.catalogueUrls) || u.catalogueUrls.length === 0) throw new Error(`${where}.catalogueUrls: at least one URL`);
    for (const url of u.catalogueUrls) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        throw new Error(`${where}.catalogueUrls: ${String(url)} is not a URL`);
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`${where}.catalogueUrls: ${url} is not http(s)`);
    }
    const domain = u.domain!.toLowerCase();
    if (domains.has(domain)) throw new Error(`${where}.domain: ${domain} is listed twice`);
    domains.add(domain);
    return {
      name: u.name!,
      domain,
      country: u.country!,
      countryName: u.countryName!,
      studentsEstimate: u.studentsEstimate!,
      coursesEstimate: u.coursesEstimate!,
      catalogueUrls: [...u.catalogueUrls],
    };
  });
}

export function loadUniversities(config: Pick<ScrapingConfig, 'universitiesFile' | 'universitiesJson'>): UniversityConfig[] {
  if (config.universitiesJson) return validateUniversities(JSON.parse(config.universitiesJson), 'SCRAPING_UNIVERSITIES_JSON');
  if (config.universitiesFile) {
    return validateUniversities(JSON.parse(readFileSync(config.universitiesFile, 'utf8')), config.universitiesFile);
  }
  return validateUniversities(SHIPPED_UNIVERSITIES, 'universities.data.ts');
}
