/**
 * arXiv's requester-pays S3 bucket (bucket `arxiv`): the PDF manifest (pdf/arXiv_pdf_manifest.xml,
 * one <file> per ~500 MB tar chunk with its filename, size, md5sum, num_items, first_item,
 * last_item, yymm, seq_num, timestamp) and the chunks themselves. Every request says that the
 * requester pays (RequestPayer 'requester'), as the bucket demands.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ArxivS3Config } from '../../../../platform/config/config.js';
import { parseXml, textOf } from '../../../../platform/external/arxiv/xml.js';
import type { PdfChunk } from '../arxiv-pdf-download.js';

export function arxivS3Client(c: ArxivS3Config): S3Client {
  return new S3Client({
    region: c.region,
    credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey },
    ...(c.endpoint ? { endpoint: c.endpoint } : {}),
    forcePathStyle: c.forcePathStyle,
  });
}

async function getObject(client: S3Client, bucket: string, key: string, signal?: AbortSignal): Promise<Readable> {
  const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, RequestPayer: 'requester' }), { abortSignal: signal });
  if (!res.Body) throw new Error(`s3://${bucket}/${key} has no body`);
  return res.Body as Readable;
}

/** The manifest's chunks, in its order (chronological: yymm, then seq_num). */
export function parseManifest(xml: string): PdfChunk[] {
  const root = parseXml(xml).arXivPDF as { file?: unknown } | undefined;
  if (!root) throw new Error('not an arXiv PDF manifest (no <arXivPDF> root)');
  const files = root.file === undefined ? [] : Array.isArray(root.file) ? root.file : [root.file];
  return files.map((f, i) => {
    const node = f as Record<string, unknown>;
    const filename = textOf(node.filename);
    const md5sum = textOf(node.md5sum);
    const size = Number(textOf(node.size));
    const numItems = Number(textOf(node.num_items));
    if (!filename || !md5sum || !Number.isFinite(size) || !Number.isFinite(numItems)) {
      throw new Error(`manifest entry ${i + 1} lacks filename, md5sum, size or num_items`);
    }
    return { filename, md5sum: md5sum.toLowerCase(), size, numItems };
  });
}

export async function readManifest(client: S3Client, c: ArxivS3Config): Promise<PdfChunk[]> {
  const body = await getObject(client, c.bucket, c.manifestKey);
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part as Buffer);
  return parseManifest(Buffer.concat(parts).toString('utf8'));
}

/** The first chunks, in manifest order, that together hold at least `papers` papers. */
export function chunksForPapers(chunks: PdfChunk[], papers: number): PdfChunk[] {
  const chosen: PdfChunk[] = [];
  let covered = 0;
  for (const c of chunks) {
    if (covered >= papers) break;
    chosen.push(c);
    covered += c.numItems;
  }
  return chosen;
}

export const chunkPath = (dir: string, chunk: PdfChunk) => path.join(dir, path.basename(chunk.filename));

async function md5OfFile(file: string): Promise<string> {
  const hash = createHash('md5');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Whether the chunk is already on disk, complete: its size and md5 match the manifest. */
export async function isChunkPresent(dir: string, chunk: PdfChunk): Promise<boolean> {
  const file = chunkPath(dir, chunk);
  const info = await stat(file).catch(() => null);
  return info !== null && info.size === chunk.size && (await md5OfFile(file)) === chunk.md5sum;
}

/**
 * Streams the chunk into `<dir>/<name>.part`, hashing as it goes, and renames it into place only
 * when the md5 matches the manifest (a partial or corrupt file never looks complete).
 * Returns the bytes written.
 */
export async function downloadChunk(client: S3Client, c: ArxivS3Config, dir: string, chunk: PdfChunk, signal: AbortSignal): Promise<number> {
  await mkdir(dir, { recursive: true });
  const target = chunkPath(dir, chunk);
  const partial = `${target}.part`;
  const hash = createHash('md5');
  let bytes = 0;
  try {
    const body = await getObject(client, c.bucket, chunk.filename, signal);
    body.on('data', (part: Buffer) => {
      hash.update(part);
      bytes += part.length;
    });
    await pipeline(body, createWriteStream(partial), { signal });
    const md5 = hash.digest('hex');
    if (md5 !== chunk.md5sum) throw new Error(`${chunk.filename}: md5 ${md5} does not match the manifest's ${chunk.md5sum}`);
    await rename(partial, target);
    return bytes;
  } finally {
    await rm(partial, { force: true });
  }
}
