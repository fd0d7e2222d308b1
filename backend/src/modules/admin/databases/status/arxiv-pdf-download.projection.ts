/** `arxiv_pdf_download`: the latest arXiv S3 bulk PDF download, folded as its aggregate folds it. */
import { Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import {
  ARXIV_PDF_EVENT_TYPES,
  ARXIV_S3_SOURCE,
  type ArxivPdfEvent,
  type ArxivPdfState,
  evolve as evolveArxivPdf,
  initialArxivPdfState,
} from '../arxiv-pdf-download.js';
import { dataSourceStreamId } from '../data-source.js';

@Injectable()
export class ArxivPdfDownloadProjection implements Projection {
  static readonly NAME = 'arxiv-pdf-download';
  readonly name = ArxivPdfDownloadProjection.NAME;
  readonly eventTypes = ARXIV_PDF_EVENT_TYPES;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    if (event.streamId !== dataSourceStreamId(ARXIV_S3_SOURCE)) return;
    const next = evolveArxivPdf(await currentPdfDownload(tx), { type: event.type, data: event.data } as ArxivPdfEvent);
    await tx.query(
      'insert into arxiv_pdf_download (state) values ($1) on conflict (singleton) do update set state = excluded.state',
      [JSON.stringify(next)],
    );
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate arxiv_pdf_download');
  }
}

/** The latest download as projected; null before any. */
export async function currentPdfDownload(db: Pool | PoolClient): Promise<ArxivPdfState> {
  const { rows } = await db.query<{ state: ArxivPdfState }>('select state from arxiv_pdf_download');
  return rows[0]?.state ?? initialArxivPdfState;
}
