/**
 * Importing arXiv metadata files (both corpus formats, detected per line): streamed line by line,
 * batched into PaperIngestion, the next batch parsed while the previous one is being stored.
 * Malformed lines are reported with file:line and reason and skipped; nothing else is lost.
 */
import { readCorpusFile } from '../../../platform/external/arxiv/corpus-formats.js';
import type { PaperMetadata } from '../../../platform/external/arxiv/paper-metadata.js';
import type { Position } from '../../../platform/event-store/event-store.port.js';
import { comparePositions } from '../../../platform/event-store/event-store.port.js';
import type { IngestionMeta, PaperIngestion } from './paper-ingestion.js';

export interface Rejection {
  file: string;
  line: number;
  reason: string;
}

export interface ImportProgress {
  file: string;
  fileIndex: number;
  files: number;
  read: number;
  new: number;
  updated: number;
  unchanged: number;
  rejected: number;
  elapsedMs: number;
}

export interface ImportReport extends Omit<ImportProgress, 'file' | 'fileIndex'> {
  rejections: Rejection[];
  /** The position of the last stored event, to wait for the papers projection; null when nothing was new. */
  position: Position | null;
  /** True when stopped by the signal before the end. */
  aborted: boolean;
}

export interface ImportOptions {
  batchSize?: number;
  meta?: IngestionMeta;
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
}

export async function importFiles(ingestion: Pick<PaperIngestion, 'ingest'>, files: readonly string[], options: ImportOptions = {}): Promise<ImportReport> {
  const batchSize = options.batchSize ?? 2000;
  const meta = options.meta ?? { source: 'import' as const };
  const started = performance.now();
  const report: ImportReport = {
    files: files.length,
    read: 0,
    new: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    rejections: [],
    position: null,
    aborted: false,
    elapsedMs: 0,
  };
  let current = { file: files[0] ?? '', fileIndex: 0 };
  const progress = () => {
    report.elapsedMs = performance.now() - started;
    options.onProgress?.({ ...current, files: files.length, read: report.read, new: report.new, updated: report.updated, unchanged: report.unchanged, rejected: report.rejected, elapsedMs: report.elapsedMs });
  };
  // One batch in flight while the next is parsed.
  let inFlight: Promise<void> = Promise.resolve();
  const flush = async (batch: PaperMetadata[]) => {
    await inFlight;
    inFlight = ingestion.ingest(batch, meta).then((r) => {
      report.new += r.new;
      report.updated += r.updated;
      report.unchanged += r.unchanged;
      if (r.position && (report.position === null || comparePositions(r.position, report.position) > 0)) report.position = r.position;
      progress();
    });
    // Surface a failure at the next flush at the latest; never leave it unhandled meanwhile.
    inFlight.catch(() => undefined);
  };
  let batch: PaperMetadata[] = [];
  try {
    for (const [fileIndex, file] of files.entries()) {
      current = { file, fileIndex };
      for await (const { lineNumber, result } of readCorpusFile(file)) {
        report.read++;
        if (result.ok) {
          batch.push(result.value);
        } else {
          report.rejected++;
          report.rejections.push({ file, line: lineNumber, reason: result.reason });
        }
        if (batch.length >= batchSize) {
          if (options.signal?.aborted) {
            report.aborted = true;
            break;
          }
          await flush(batch);
          batch = [];
        }
      }
      if (report.aborted) break;
    }
    if (batch.length > 0 && !report.aborted) await flush(batch);
  } finally {
    await inFlight;
  }
  progress();
  return report;
}

/** The summary lines of an import, for the CLI and the first-start log. */
export function describeImport(report: ImportReport, maxRejections = 20): string[] {
  const seconds = report.elapsedMs / 1000;
  const rate = Math.round((report.read - report.rejected) / Math.max(seconds, 0.001));
  const lines = [
    `${report.aborted ? 'Import stopped' : 'Imported'} ${report.files} file(s) in ${seconds.toFixed(1)} s (${rate} papers/s):`,
    `  read ${report.read}, new ${report.new}, updated ${report.updated}, unchanged ${report.unchanged}, rejected ${report.rejected}`,
  ];
  if (report.rejected > 0) {
    const reasons = new Map<string, number>();
    for (const r of report.rejections) {
      const kind = r.reason.replace(/ for \S+.*$| "[^"]*"|: .*$/, '');
      reasons.set(kind, (reasons.get(kind) ?? 0) + 1);
    }
    lines.push(`  rejected by reason: ${[...reasons].map(([k, n]) => `${k} (${n})`).join('; ')}`);
    for (const r of report.rejections.slice(0, maxRejections)) lines.push(`  ${r.file}:${r.line}: ${r.reason}`);
    if (report.rejections.length > maxRejections) lines.push(`  … and ${report.rejections.length - maxRejections} more`);
  }
  return lines;
}
