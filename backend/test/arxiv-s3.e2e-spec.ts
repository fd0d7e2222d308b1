/**
 * arXiv bulk PDFs over S3 (POST /api/admin/arxiv/download with ARXIV_S3_* credentials), against a
 * real S3-compatible server on loopback (s3rver) holding bucket `arxiv` with a manifest in arXiv's
 * format (pdf/arXiv_pdf_manifest.xml) and three tiny tar chunks. The download is a Bull job whose
 * progress is recorded on the `data-source-arxiv-s3` stream and shown by GET /api/admin/databases/status.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ArxivPdfDownloadStatus, DatabaseStatus } from '@scholarlens/contracts';
import S3rver from 's3rver';
import { eventsOf, eventually } from './acquisition.support.js';
import { type PrivateEnv, privateEnv } from './support/private-env.js';
import { type TestApp, startTestApp } from './support/test-app.js';

/** A ustar archive of the given files (what arXiv's chunks are: PDFs in a tar). */
function tarOf(files: Record<string, string>): Buffer {
  const blocks: Buffer[] = [];
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.from(content);
    const header = Buffer.alloc(512);
    header.write(name, 0, 100);
    header.write('0000644\0', 100);
    header.write('0000000\0', 108);
    header.write('0000000\0', 116);
    header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write(`${Math.floor(Date.UTC(2024, 0, 1) / 1000).toString(8).padStart(11, '0')}\0`, 136);
    header.write('        ', 148);
    header.write('0', 156);
    header.write('ustar\0', 257);
    header.write('00', 263);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    blocks.push(header, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
const pdf = (id: string) => `%PDF-1.4\n% arXiv ${id}\n%%EOF\n`;

interface Chunk {
  key: string;
  yymm: string;
  seq: number;
  items: string[];
  numItems: number;
  body: Buffer;
}

const chunk = (yymm: string, seq: number, items: string[], numItems: number): Chunk => ({
  key: `pdf/arXiv_pdf_${yymm}_${String(seq).padStart(3, '0')}.tar`,
  yymm,
  seq,
  items,
  numItems,
  body: tarOf(Object.fromEntries(items.map((id) => [`${yymm}/${id}.pdf`, pdf(id)]))),
});

/** arXiv's manifest format (info.arxiv.org/help/bulk_data_s3): one <file> per chunk. */
function manifestOf(chunks: Chunk[]): string {
  const files = chunks.map(
    (c) => `  <file>
    <content_md5sum>${md5(Buffer.from(c.items.join()))}</content_md5sum>
    <filename>${c.key}</filename>
    <first_item>${c.items[0]}</first_item>
    <last_item>${c.items.at(-1)}</last_item>
    <md5sum>${md5(c.body)}</md5sum>
    <num_items>${c.numItems}</num_items>
    <seq_num>${c.seq}</seq_num>
    <size>${c.body.length}</size>
    <timestamp>2024-01-02 03:04:05</timestamp>
    <yymm>${c.yymm}</yymm>
  </file>`,
  );
  return `<?xml version='1.0' standalone='yes'?>\n<arXivPDF>\n${files.join('\n')}\n</arXivPDF>\n`;
}

// num_items says how many papers a chunk holds (real chunks hold ~1,000–3,000; these carry two PDFs each).
const CHUNKS = [
  chunk('2401', 1, ['2401.00001', '2401.00002'], 1000),
  chunk('2401', 2, ['2401.01001', '2401.01002'], 800),
  chunk('2402', 1, ['2402.00001', '2402.00002'], 900),
];
const MANIFEST_KEY = 'pdf/arXiv_pdf_manifest.xml';

describe('arXiv bulk PDFs from S3', () => {
  let env: PrivateEnv;
  let t: TestApp;
  let s3server: S3rver;
  let s3: S3Client;
  let pdfDir: string;
  let s3Dir: string;

  before(async () => {
    s3Dir = mkdtempSync(path.join(tmpdir(), 'scholarlens-s3-'));
    pdfDir = mkdtempSync(path.join(tmpdir(), 'scholarlens-pdf-'));
    s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'arxiv', configs: [] }] });
    const { port } = await s3server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    await s3.send(new PutObjectCommand({ Bucket: 'arxiv', Key: MANIFEST_KEY, Body: manifestOf(CHUNKS) }));
    for (const c of CHUNKS) await s3.send(new PutObjectCommand({ Bucket: 'arxiv', Key: c.key, Body: c.body }));
    env = await privateEnv();
    t = await startTestApp({
      ...env.env,
      ARXIV_S3_ACCESS_KEY_ID: 'S3RVER',
      ARXIV_S3_SECRET_ACCESS_KEY: 'S3RVER',
      ARXIV_S3_ENDPOINT: endpoint,
      ARXIV_S3_FORCE_PATH_STYLE: 'true',
      ARXIV_PDF_DIR: pdfDir,
      ARXIV_FIRST_START_SYNC: 'false',
      FIRST_START_IMPORT: 'false',
    });
  });
  after(async () => {
    await t?.close();
    await env?.drop();
    s3?.destroy();
    await s3server?.close();
    rmSync(s3Dir, { recursive: true, force: true });
    rmSync(pdfDir, { recursive: true, force: true });
  });

  const admin = () => t.as('alan');
  const download = async (limit: number) => (await admin()).post('/api/admin/arxiv/download').send({ limit });
  const finished = (downloadId: string) =>
    eventually(async () => {
      const res = await (await admin()).get('/api/admin/databases/status');
      assert.equal(res.status, 200, res.text);
      const d = (res.body as DatabaseStatus).s3Download;
      return d && d.downloadId === downloadId && d.status !== 'running' ? d : null;
    }, 15_000, `download ${downloadId} to end`);
  const onDisk = () => readdirSync(pdfDir).sort();

  it('before any download: S3 configured, no download in the status', async () => {
    const res = await (await admin()).get('/api/admin/databases/status');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.s3Configured, true);
    assert.equal(res.body.s3Download, null);
  });

  let first: ArxivPdfDownloadStatus;

  it('downloads the first tar chunks holding the papers asked for, md5 verified, with progress events', async () => {
    const res = await download(1500);
    assert.equal(res.status, 202, res.text);
    assert.equal(res.body.via, 'S3');
    assert.equal(res.body.started, true);
    assert.match(res.body.message, /^Started downloading 1500 papers from arXiv S3 \(2 tar chunks, /);
    first = await finished(res.body.runId);
    assert.deepEqual(
      { status: first.status, chunksTotal: first.chunksTotal, chunksDone: first.chunksDone, chunksSkipped: first.chunksSkipped, papers: first.papers, error: first.error },
      { status: 'completed', chunksTotal: 2, chunksDone: 2, chunksSkipped: 0, papers: 1800, error: null },
    );
    assert.equal(first.bytesDone, CHUNKS[0].body.length + CHUNKS[1].body.length);
    assert.equal(first.bytesTotal, first.bytesDone);
    assert.deepEqual(onDisk(), ['arXiv_pdf_2401_001.tar', 'arXiv_pdf_2401_002.tar']);
    for (const c of CHUNKS.slice(0, 2)) assert.equal(md5(readFileSync(path.join(pdfDir, path.basename(c.key)))), md5(c.body));

    const events = await eventsOf(env.pool, { stream: 'data-source-arxiv-s3' });
    assert.deepEqual(events.map((e) => e.type), ['ArxivPdfDownloadStarted', 'ArxivPdfChunkDownloaded', 'ArxivPdfChunkDownloaded', 'ArxivPdfDownloadFinished']);
    assert.deepEqual(
      events.filter((e) => e.type === 'ArxivPdfChunkDownloaded').map((e) => [(e.data as { filename: string }).filename, (e.data as { alreadyPresent: boolean }).alreadyPresent]),
      [[CHUNKS[0].key, false], [CHUNKS[1].key, false]],
    );
  });

  it('a larger download skips the chunks already on disk and fetches only the next one', async () => {
    const mtimes = onDisk().map((f) => statSync(path.join(pdfDir, f)).mtimeMs);
    const res = await download(2500);
    assert.equal(res.status, 202, res.text);
    const d = await finished(res.body.runId);
    assert.equal(d.status, 'completed', d.error ?? '');
    assert.deepEqual([d.chunksTotal, d.chunksDone, d.chunksSkipped, d.papers], [3, 3, 2, 2700]);
    assert.deepEqual(onDisk(), ['arXiv_pdf_2401_001.tar', 'arXiv_pdf_2401_002.tar', 'arXiv_pdf_2402_001.tar']);
    assert.deepEqual(onDisk().slice(0, 2).map((f) => statSync(path.join(pdfDir, f)).mtimeMs), mtimes, 'present chunks are not written again');
  });

  it('a chunk whose md5 does not match the manifest fails the download and leaves no file', async () => {
    rmSync(path.join(pdfDir, 'arXiv_pdf_2402_001.tar'));
    await s3.send(new PutObjectCommand({ Bucket: 'arxiv', Key: CHUNKS[2].key, Body: tarOf({ '2402/tampered.pdf': pdf('tampered') }) }));
    const res = await download(2500);
    assert.equal(res.status, 202, res.text);
    const d = await finished(res.body.runId);
    assert.equal(d.status, 'failed');
    assert.match(d.error ?? '', /arXiv_pdf_2402_001\.tar: md5 [0-9a-f]{32} does not match the manifest's/);
    assert.deepEqual([d.chunksDone, d.chunksSkipped], [2, 2]);
    assert.deepEqual(onDisk(), ['arXiv_pdf_2401_001.tar', 'arXiv_pdf_2401_002.tar'], 'neither the chunk nor its .part stays');
  });

  it('an unreadable manifest is a 502 naming it; nothing starts', async () => {
    await s3.send(new DeleteObjectCommand({ Bucket: 'arxiv', Key: MANIFEST_KEY }));
    const before = (await eventsOf(env.pool, { stream: 'data-source-arxiv-s3' })).length;
    const res = await download(10);
    assert.equal(res.status, 502, res.text);
    assert.match(res.body.message, /arXiv S3 manifest s3:\/\/arxiv\/pdf\/arXiv_pdf_manifest\.xml could not be read/);
    assert.equal((await eventsOf(env.pool, { stream: 'data-source-arxiv-s3' })).length, before);
  });
});
