/**
 * How a paper's vector is made (its recipe, stored with it: a new recipe re-embeds the catalog in
 * the background, as a new model does).
 *
 * 'text+title': the embedding of the title and the start of the abstract, plus the embedding of
 * the title alone, normalized. An encoder that averages over tokens blurs a title into its
 * abstract, yet people search for papers by what they remember of the title: among the whole
 * corpus's 33k papers a rewritten title's nearest title-and-abstract vectors were mostly other
 * papers. Quality benchmark (f32 index), vector MRR@10 / nDCG@10 against the title-and-abstract vector alone:
 * 0.441 / 0.388 → 0.604 / 0.515 at 2.5k papers, 0.425 / 0.380 → 0.534 / 0.466 on the whole corpus
 * (title vectors alone: 0.541 / 0.455 at 2.5k, but topic queries lose the abstract). One vector a
 * paper, so HNSW does the same work; embedding a paper costs one short text more.
 */
import { type Embedder, normalize } from '../../../../platform/ai/embeddings/embedder.port.js';

export const PAPER_VECTOR_RECIPE = 'text+title';
/**
 * The interim recipe of a paper not embedded yet (issue #37): its title alone, a few ms of
 * encoder time against ~30 for an abstract, so that on a first start the whole catalog is found
 * by meaning within minutes; the backlog replaces it with PAPER_VECTOR_RECIPE afterwards.
 */
export const TITLE_VECTOR_RECIPE = 'title';

/** One unit vector per paper, in order, by TITLE_VECTOR_RECIPE. */
export async function embedTitles(embedder: Embedder, papers: readonly { title: string }[]): Promise<Float32Array[]> {
  const vectors = await embedder.embed(papers.map((p) => p.title.trim()));
  return vectors.map((v) => normalize(v));
}

/** The text embedded for a paper: the title, then the start of the abstract (the model averages tokens, so long texts blur). */
export function paperEmbeddingText(title: string, abstract: string, maxAbstractChars = 700): string {
  const cut = abstract.lastIndexOf(' ', maxAbstractChars);
  const a = abstract.length > maxAbstractChars ? abstract.slice(0, cut > 0 ? cut : maxAbstractChars) : abstract;
  return `${title.trim()}. ${a.trim()}`;
}

/** One unit vector per paper, in order, by PAPER_VECTOR_RECIPE. */
export async function embedPapers(embedder: Embedder, papers: readonly { title: string; abstract: string }[]): Promise<Float32Array[]> {
  const vectors = await embedder.embed([...papers.map((p) => paperEmbeddingText(p.title, p.abstract)), ...papers.map((p) => p.title.trim())]);
  return papers.map((_, i) => {
    const text = vectors[i];
    const title = vectors[papers.length + i];
    return normalize(text.map((x, d) => x + title[d]));
  });
}
