/**
 * V8 flags for every process that serves the API: `npm start` (scripts/start.mjs), the benchmarks
 * (scripts/bench.mjs: each hosts the backend in process), the Docker image's command and
 * backend/package.json's `start`.
 *
 * `--max-semi-space-size=8` (MB): on a machine with a lot of memory V8 sizes the young generation
 * from its heap limit, 64 MB a semi-space here (24 GB). The server's live heap is small (~55 MB);
 * when a full collection has just compacted it, the old generation's limit leaves less room above
 * it than the young generation's capacity, and V8 then starts incremental marking as soon as one
 * ends: a full mark-compact every ~35 cold searches, ~3 ms of GC threads' CPU a search and
 * main-thread marking steps of up to 28 ms. In such a process (600 cold hybrid title fragments at
 * 33k papers, two alternating rounds) 8 MB semi-spaces took the mark-compacts from 16–17 to 3, the
 * GC threads from 3.1–3.4 to 1.0–1.2 ms of CPU a search and the p95 from 29–32 to 16–20 ms (4 MB
 * did as well; 16 MB left 4–6 mark-compacts). Whether a running server falls into that state
 * depends on its history: of three A/B runs on real server processes, one did (GC threads 1.9
 * against 0.8 ms a search), two did not (the same either way). The flag costs nothing measurable
 * when it does not, so every serving process gets it.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];
