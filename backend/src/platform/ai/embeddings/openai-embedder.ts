/** Embedder over any OpenAI-compatible `/embeddings` endpoint (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_EMBEDDINGS_MODEL). */
import OpenAI from 'openai';
import { type Embedder, normalize } from './embedder.port.js';

export interface OpenAiEmbedderOptions {
  apiKey: string;
  baseUrl?: string | null;
  model: string;
  dimensions: number;
  /** Inputs per request. */
  maxBatch?: number;
  timeoutMs?: number;
  maxRetries?: number;
}

export class OpenAiEmbedder implements Embedder {
  readonly model: string;
  readonly dimensions: number;
  private readonly client: OpenAI;
  private readonly maxBatch: number;

  constructor(private readonly options: OpenAiEmbedderOptions) {
    this.model = `openai:${options.model}@${options.dimensions}`;
    this.dimensions = options.dimensions;
    this.maxBatch = options.maxBatch ?? 96;
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl ?? undefined,
      timeout: options.timeoutMs ?? 30_000,
      maxRetries: options.maxRetries ?? 3,
    });
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += this.maxBatch) {
      const input = texts.slice(i, i + this.maxBatch).map((t) => t.trim() || ' ');
      const res = await this.client.embeddings.create({
        model: this.options.model,
        input,
        dimensions: this.options.dimensions,
        encoding_format: 'float',
      });
      const rows = [...res.data].sort((a, b) => a.index - b.index);
      if (rows.length !== input.length) throw new Error(`Embeddings endpoint answered ${rows.length} vectors for ${input.length} inputs`);
      for (const row of rows) {
        if (row.embedding.length !== this.dimensions) {
          throw new Error(`Embeddings endpoint answered ${row.embedding.length} dimensions, expected ${this.dimensions}`);
        }
        out.push(normalize(Float32Array.from(row.embedding)));
      }
    }
    return out;
  }

  async close(): Promise<void> {}
}
