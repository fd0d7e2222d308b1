/**
 * CPU time spent serving a benchmark case, per request, by who spent it: this process's event loop
 * (the API, the `pg` client, HNSW, the benchmark's own HTTP client), its worker threads (the query
 * encoder), V8's helper threads (garbage collection, compilation) and the local PostgreSQL server's
 * processes. On two cores a request's latency cannot drop below half the CPU it needs, so this is
 * what says whether a target is within reach, where latency alone says only that it is missed.
 *
 * Read from Linux's /proc (clock ticks, 10 ms each, summed over a case's requests); elsewhere, or
 * when PostgreSQL runs on another host, the figures it cannot read are left out. PostgreSQL's are
 * every local server process's, so other databases' activity during a run counts too.
 */
import fs from 'node:fs';
import os from 'node:os';

const TICK_MS = 10; // USER_HZ, 100 on Linux

/**
 * utime + stime of one /proc stat line, in ticks (fields after the parenthesised command name);
 * with `children`, also cutime + cstime: the time of the children it has waited for. A PostgreSQL
 * backend that exits during a case (the pools close idle connections) takes its time with it, but
 * the postmaster waits for it, so its time then counts there.
 */
function ticks(stat, children = false) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
}

function read(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // a thread or process that ended meanwhile
  }
}

/** Ticks by who spent them: 'event loop', 'worker threads', 'V8 helpers', 'other threads', 'PostgreSQL'. */
export function cpuSnapshot() {
  if (os.platform() !== 'linux') return null;
  const spent = { 'event loop': 0, 'worker threads': 0, 'V8 helpers': 0, 'other threads': 0, PostgreSQL: 0 };
  for (const tid of fs.readdirSync('/proc/self/task')) {
    const stat = read(`/proc/self/task/${tid}/stat`);
    if (!stat) continue;
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const who = tid === String(process.pid) ? 'event loop' : name === 'WorkerThread' ? 'worker threads' : name.startsWith('V8') ? 'V8 helpers' : 'other threads';
    spent[who] += ticks(stat);
  }
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = read(`/proc/${pid}/stat`);
    if (stat?.includes('(postgres)')) spent.PostgreSQL += ticks(stat, true);
  }
  return spent;
}

/** "event loop 4.3 · worker threads 2.1 · … ms": CPU per request between two snapshots. */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after) return '-';
  const parts = Object.keys(after)
    .map((who) => [who, ((after[who] - before[who]) * TICK_MS) / requests])
    .filter(([, ms]) => ms > 0);
  const total = parts.reduce((sum, [, ms]) => sum + ms, 0);
  return `${total.toFixed(1)} ms: ${parts.map(([who, ms]) => `${who} ${ms.toFixed(1)}`).join(' · ')}`;
}
