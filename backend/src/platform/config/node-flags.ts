/**
 * V8 flags for every process that serves the API: `npm start` (scripts/start.mjs), the benchmarks
 * (scripts/bench.mjs: each hosts the backend in process), the Docker image's command and
 * backend/package.json's `start`.
 *
 * `--max-semi-space-size=8` (MB): on a machine with a lot of memory V8 sizes the young generation
 * from its heap limit, 64 MB a semi-space here (24 GB). The server's live heap is small (~55 MB),
 * so the old generation's limit leaves less room above it than the young generation's capacity,
 * and V8 then starts incremental marking as soon as one ends: a full mark-compact every ~35 cold
 * searches, ~3 ms of GC threads' CPU a search and main-thread marking steps of up to 28 ms. With
 * 8 MB semi-spaces, over 600 cold hybrid title fragments at 33k papers (two alternating rounds):
 * mark-compacts 16–17 → 3, GC threads 3.1–3.4 → 1.0–1.2 ms of CPU a search, p95 29–32 → 16–20 ms
 * (4 MB did as well; 16 MB left 4–6 mark-compacts and 1.4 ms).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];
