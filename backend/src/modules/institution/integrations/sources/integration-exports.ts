/**
 * The port for "an export to write" (S3 storage and any later file destination): a source of the
 * institution's data that produces one file. The security audit log CSV is registered here now;
 * another context (analytics' scheduled export) registers its own source the same way, and a
 * pipeline into S3 can then name it.
 */
import { Injectable } from '@nestjs/common';

export interface IntegrationExport {
  /** File name (the object key after the integration's prefix). */
  fileName: string;
  contentType: string;
  body: string | Buffer;
  records: number;
}

export interface ExportSource {
  /** The pipeline source name (PIPELINE_SOURCES). */
  readonly source: string;
  produce(institutionId: string, at: Date): Promise<IntegrationExport>;
}

@Injectable()
export class IntegrationExports {
  private readonly sources = new Map<string, ExportSource>();

  register(source: ExportSource): void {
    this.sources.set(source.source, source);
  }

  of(source: string): ExportSource | undefined {
    return this.sources.get(source);
  }
}
