/**
 * Semantic ranking after a first start (issue #37): the real 33k corpus imported into an empty
 * catalog, the embedding worker running as a server runs it (background job, its encoder thread
 * at nice 19 on Linux, no embeddings cache: EMBEDDINGS_CACHE=false), and the time from the start
 * of the import until every paper has a title vector (found by meaning) and until every paper has
 * its full vector (title and abstract). SEARCH_BENCH_FIRST_START_MAX_S (default 3600) stops the
 * wait; what is left is then printed with the rate so far.
 */
import { ingestAll, startBackend } from './search-common.mjs';

const MAX_S = Number(process.env.SEARCH_BENCH_FIRST_START_MAX_S ?? 3600);
const { readCorpus } = await import('../backend/dist/src/modules/discovery/search/testing/corpus-slice.js');
const all = await readCorpus();
const t0 = performance.now();
const seconds = () => ((performance.now() - t0) / 1000).toFixed(0);
const backend = await startBackend({ SEARCH_EMBEDDING_WORKER: 'true', EMBEDDINGS_CACHE: 'false', SEARCH_EMBED_POLL_MS: '1000' });
try {
  await ingestAll(backend.app, all);
  console.log(`Imported ${all.length} papers at ${seconds()} s`);
  const { EmbeddingBacklog } = await import('../backend/dist/src/modules/discovery/search/embedding-papers/embedding-backlog.js');
  const backlog = backend.app.get(EmbeddingBacklog);
  let titlesAt = null;
  let last = 0;
  for (;;) {
    const c = await backlog.counts();
    const withVector = c.embedded + c.titlesOnly;
    if (titlesAt === null && withVector === all.length) {
      titlesAt = seconds();
      console.log(`Every paper has a title vector at ${titlesAt} s after the start of the import`);
    }
    if (c.pending === 0) {
      console.log(`Every paper has its full vector (title and abstract) at ${seconds()} s after the start of the import`);
      break;
    }
    if ((performance.now() - t0) / 1000 > MAX_S) {
      const rate = titlesAt === null ? 0 : c.embedded / (Number(seconds()) - Number(titlesAt));
      const left = rate > 0 ? ` (about ${((all.length - c.embedded) / rate / 60).toFixed(0)} min more at that rate)` : '';
      console.log(`Stopped at ${seconds()} s: ${c.embedded} of ${all.length} full vectors, ${withVector} with a vector; ${rate.toFixed(1)} full vectors/s since the titles were done${left}`);
      break;
    }
    if (Number(seconds()) - last >= 60) {
      console.log(`  ${seconds()} s: ${withVector} papers with a vector, ${c.embedded} full`);
      last = Number(seconds());
    }
    await new Promise((r) => setTimeout(r, 5000));
  }
} finally {
  await backend.close();
}
process.exit(0);
