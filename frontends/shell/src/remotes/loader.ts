import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_MANIFEST, type RemoteName, type RemotesManifest } from '@scholarlens/contracts';
import { api, EXPOSED_ROUTES_MODULE, type RoutesMap } from '@scholarlens/common';

const LOAD_TIMEOUT_MS = 20_000;

let manifestPromise: Promise<Partial<RemotesManifest>> | null = null;

/** GET /remotes.json once; a failed fetch is forgotten so a retry fetches again. */
function getManifest(): Promise<Partial<RemotesManifest>> {
  if (!manifestPromise) {
    const p = api.get<Partial<RemotesManifest>>(REMOTES_MANIFEST).then((m) => {
      if (!m || typeof m !== 'object' || Array.isArray(m)) throw new Error('Invalid remotes manifest');
      return m;
    });
    manifestPromise = p;
    p.catch(() => {
      if (manifestPromise === p) manifestPromise = null;
    });
  }
  return manifestPromise;
}

/** Entry URL registered with the MF runtime, per remote. */
const registered = new Map<RemoteName, string>();

interface CacheEntry {
  promise: Promise<RoutesMap>;
  status: 'pending' | 'fulfilled' | 'rejected';
}
const cache = new Map<RemoteName, CacheEntry>();

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`Timed out loading ${what}`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

async function doLoad(name: RemoteName, force: boolean): Promise<RoutesMap> {
  const manifest = await getManifest();
  const raw = manifest[name];
  if (typeof raw !== 'string' || raw.length === 0) throw new Error(`No entry for remote "${name}" in ${REMOTES_MANIFEST}`);
  const entry = new URL(raw, window.location.href).href;
  if (registered.get(name) !== entry || force) {
    // force: drop any cached (failed) container so the entry script is fetched again.
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
  const mod = await withTimeout(
    loadRemote<{ default?: RoutesMap; routes?: RoutesMap }>(`${name}/${EXPOSED_ROUTES_MODULE.replace(/^\.\//, '')}`),
    LOAD_TIMEOUT_MS,
    `remote "${name}"`,
  );
  const routes = mod?.default ?? mod?.routes;
  if (!routes || typeof routes !== 'object') throw new Error(`Remote "${name}" did not expose a routes map`);
  return routes;
}

/** Stable promise per remote (suitable for React's use()). */
export function loadRemoteRoutes(name: RemoteName): Promise<RoutesMap> {
  let entry = cache.get(name);
  if (!entry) {
    const wasFailed = failedOnce.has(name);
    const promise = doLoad(name, wasFailed);
    const e: CacheEntry = { promise, status: 'pending' };
    promise.then(
      () => {
        e.status = 'fulfilled';
        failedOnce.delete(name);
      },
      () => {
        e.status = 'rejected';
        failedOnce.add(name);
      },
    );
    cache.set(name, e);
    entry = e;
  }
  return entry.promise;
}

const failedOnce = new Set<RemoteName>();

/** Forget a failed load so the next render retries it. */
export function resetRemote(name: RemoteName): void {
  const entry = cache.get(name);
  if (entry && entry.status !== 'fulfilled') {
    cache.delete(name);
    // The manifest may have been fixed meanwhile: read it again.
    manifestPromise = null;
  }
}

export function hasFailed(name: RemoteName): boolean {
  return cache.get(name)?.status === 'rejected';
}
