/**
 * Canvas LMS REST API (canvas.instructure.com/doc/api): the token and course are checked with
 * `GET /api/v1/courses/:id`. A sync publishes each published ScholarLens course's modules into the
 * Canvas course: `POST /api/v1/courses/:id/modules` {module: {name, position}}, then per reading an
 * `ExternalUrl` item linking the paper and the assignment as a `SubHeader`
 * (`POST …/modules/:module_id/items` {module_item}). Modules the Canvas course already has (by
 * name, `GET …/modules?per_page=100`) are left alone, so publishing again adds nothing twice. With a
 * course code set, only that ScholarLens course is published (one integration per Canvas course).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { SyncSources } from '../sources/sync-sources.js';
import { type Connector, type ConnectionSettings, type OpenedIntegration, type SyncOutcome, refusedField, str } from './connector.js';
import { callService, excerpt, ok } from './http.js';

/** The published courses one Canvas course receives: the one whose code is `code` (case and spacing aside), or all when blank. */
export function coursesFor<T extends { courseCode: string }>(courses: T[], code: string): T[] {
  const key = (c: string) => c.trim().replace(/\s+/g, ' ').toLowerCase();
  return key(code) ? courses.filter((c) => key(c.courseCode) === key(code)) : courses;
}

@Injectable()
export class CanvasConnector implements Connector {
  readonly templateId = 'canvas' as const;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SyncSources) private readonly sources: SyncSources,
  ) {}

  private call(s: ConnectionSettings, path: string, init: RequestInit = {}) {
    const base = str(s.config.baseUrl).replace(/\/+$/, '');
    return callService(
      'Canvas',
      `${base}/api/v1/courses/${encodeURIComponent(str(s.config.courseId))}${path}`,
      { ...init, headers: { Authorization: `Bearer ${s.secrets.accessToken ?? ''}`, Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) } },
      this.config.integrations,
    );
  }

  private async post<T>(s: ConnectionSettings, path: string, body: unknown): Promise<T> {
    const res = await this.call(s, path, { method: 'POST', body: JSON.stringify(body) });
    if (!ok(res.status)) throw new Error(`Canvas answered ${res.status} to POST ${path}: ${excerpt(res.text, 200)}`);
    return JSON.parse(res.text) as T;
  }

  async check(settings: ConnectionSettings): Promise<void> {
    const res = await this.call(settings, '').catch((err: Error) => {
      throw refusedField('baseUrl', err.message);
    });
    if (res.status === 401) throw refusedField('accessToken', 'Canvas refused the access token (401)');
    if (res.status === 403) throw refusedField('accessToken', 'the token may not manage this course (403)');
    if (res.status === 404) throw refusedField('courseId', `Canvas has no course ${str(settings.config.courseId)} (404)`);
    if (!ok(res.status)) throw refusedField('baseUrl', `Canvas answered ${res.status}: ${excerpt(res.text, 200)}`);
  }

  async sync(integration: OpenedIntegration): Promise<SyncOutcome> {
    const code = str(integration.config.courseCode).trim();
    const courses = coursesFor(await this.sources.publishedCourses(integration.institutionId), code);
    if (code && courses.length === 0) return { recordsProcessed: 0, message: `No published course has the code ${code}`, direction: 'outgoing' };
    const listed = await this.call(integration, '/modules?per_page=100');
    if (!ok(listed.status)) throw new Error(`Canvas answered ${listed.status} listing modules: ${excerpt(listed.text, 200)}`);
    const existing = new Set((JSON.parse(listed.text) as { name: string }[]).map((m) => m.name));
    let modules = 0;
    let items = 0;
    let position = existing.size;
    for (const course of courses) {
      for (const m of course.modules) {
        const name = `${course.courseCode} · Week ${m.week}: ${m.title}`.slice(0, 255);
        if (existing.has(name)) continue;
        const created = await this.post<{ id: number }>(integration, '/modules', { module: { name, position: ++position } });
        modules++;
        for (const r of m.readings) {
          await this.post(integration, `/modules/${created.id}/items`, {
            module_item: { title: `${r.title} (${r.authors.slice(0, 3).join(', ')})`.slice(0, 255), type: 'ExternalUrl', external_url: `${this.config.publicUrl}/paper/${encodeURIComponent(r.paperId)}`, new_tab: true },
          });
          items++;
        }
        if (m.assignment) {
          await this.post(integration, `/modules/${created.id}/items`, { module_item: { title: `Assignment: ${m.assignment}`.slice(0, 255), type: 'SubHeader' } });
          items++;
        }
        existing.add(name);
      }
    }
    return {
      recordsProcessed: modules + items,
      message: `${modules} module${modules === 1 ? '' : 's'} with ${items} item${items === 1 ? '' : 's'} published from ${courses.length} course${courses.length === 1 ? '' : 's'}`,
      direction: 'outgoing',
    };
  }
}
