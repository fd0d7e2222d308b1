/**
 * The `analytics_exports` rows: each export's status, progress and, once produced, its file, kept
 * for a day for its download link. Read only for the institution that made it (another's id: none).
 */
import { Inject, Injectable } from '@nestjs/common';
import { ANALYTICS_API, type AnalyticsExportJob } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import type { ProducedFile } from './analytics-formats.js';

interface ExportRow {
  id: string;
  format: AnalyticsExportJob['format'];
  timeframe: AnalyticsExportJob['timeframe'];
  department: string;
  status: AnalyticsExportJob['status'];
  progress: number;
  file_name: string | null;
  error: string | null;
  created_at: Date;
}

export const EXPORT_KEPT_HOURS = 24;

const toJob = (r: ExportRow): AnalyticsExportJob => ({
  id: r.id,
  format: r.format,
  timeframe: r.timeframe,
  status: r.status,
  progress: r.progress,
  fileName: r.file_name,
  downloadUrl: r.status === 'completed' ? ANALYTICS_API.exportDownload(r.id) : null,
  error: r.error,
  createdAt: r.created_at.toISOString(),
});

@Injectable()
export class AnalyticsExports {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async create(e: { id: string; institutionId: string; memberId: string; format: string; timeframe: string; department: string }): Promise<void> {
    await this.pool.query(`delete from analytics_exports where created_at < now() - interval '${EXPORT_KEPT_HOURS} hours'`);
    await this.pool.query(
      `insert into analytics_exports (id, institution_id, member_id, format, timeframe, department, status, progress) values ($1, $2, $3, $4, $5, $6, 'running', 0)`,
      [e.id, e.institutionId, e.memberId, e.format, e.timeframe, e.department],
    );
  }

  async progress(id: string, progress: number): Promise<void> {
    await this.pool.query(`update analytics_exports set progress = $2 where id = $1 and status = 'running'`, [id, progress]);
  }

  async complete(id: string, file: ProducedFile): Promise<void> {
    await this.pool.query(`update analytics_exports set status = 'completed', progress = 100, file_name = $2, content_type = $3, bytes = $4 where id = $1`, [
      id,
      file.fileName,
      file.contentType,
      file.bytes,
    ]);
  }

  async fail(id: string, error: string): Promise<void> {
    await this.pool.query(`update analytics_exports set status = 'failed', error = $2 where id = $1`, [id, error]);
  }

  async job(institutionId: string, id: string): Promise<AnalyticsExportJob | null> {
    const { rows } = await this.pool.query<ExportRow>(
      'select id, format, timeframe, department, status, progress, file_name, error, created_at from analytics_exports where id = $1 and institution_id = $2',
      [id, institutionId],
    );
    return rows[0] ? toJob(rows[0]) : null;
  }

  async file(institutionId: string, id: string): Promise<ProducedFile | null> {
    const { rows } = await this.pool.query<{ file_name: string; content_type: string; bytes: Buffer }>(
      `select file_name, content_type, bytes from analytics_exports where id = $1 and institution_id = $2 and status = 'completed'`,
      [id, institutionId],
    );
    return rows[0] ? { fileName: rows[0].file_name, contentType: rows[0].content_type, bytes: rows[0].bytes } : null;
  }

  async export(id: string): Promise<{ institutionId: string; format: AnalyticsExportJob['format']; timeframe: AnalyticsExportJob['timeframe']; department: string } | null> {
    const { rows } = await this.pool.query('select institution_id, format, timeframe, department from analytics_exports where id = $1', [id]);
    return rows[0] ? { institutionId: rows[0].institution_id, format: rows[0].format, timeframe: rows[0].timeframe, department: rows[0].department } : null;
  }
}
