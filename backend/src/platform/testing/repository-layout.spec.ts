/**
 * The repository's shape as rules a test can check (issue #26, "git grep finds one aggregate shape,
 * one command/handler layout and one frontend API pattern"; docs/ARCHITECTURE.md §3 and §12), so a
 * new context that strays fails `npm test` instead of being copied:
 * - every decider `<x>.decider.ts` has its aggregate `<x>.ts` (events as a union with `*_EVENT_TYPES`,
 *   `evolve`) and its spec, exports `decide`, and neither file knows Nest or HTTP;
 * - every `*.command.ts` holds the command only, beside its `*.handler.ts`;
 * - one controller per context, at its root;
 * - a use-case folder (one holding a command) is named `<verb-ing>-<noun>` and keeps no read model;
 * - every projection has an integration spec on real PostgreSQL that ends with a rebuild equal to live;
 * - the frontends call the API only through common's client, with paths from shared-contracts.
 * Reads the sources (TypeScript), not the build.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

/** backend/dist/src/platform/testing → the repository's root. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const MODULES = path.join(ROOT, 'backend/src/modules');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full, keep));
    else if (keep(full)) out.push(full);
  }
  return out;
}

const rel = (file: string) => path.relative(ROOT, file);
const read = (file: string) => readFileSync(file, 'utf8');
/** Source without comments, so a path or a word in prose is not taken for code. */
const code = (file: string) =>
  read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const backendSources = filesUnder(MODULES, (f) => f.endsWith('.ts'));

const AREAS = new Set(['discovery', 'institution', 'admin']);

/** The context a file under modules/ belongs to: `<context>` or `<area>/<context>`. */
export function contextOf(relativeToModules: string): string {
  const parts = relativeToModules.split(/[\\/]/);
  return AREAS.has(parts[0]) ? parts.slice(0, 2).join('/') : parts[0];
}

/** Contexts with more than one controller file (thin controller per context, §3). */
export function contextsWithSeveralControllers(controllers: string[]): string[] {
  const byContext = new Map<string, string[]>();
  for (const c of controllers) byContext.set(contextOf(c), [...(byContext.get(contextOf(c)) ?? []), c]);
  return [...byContext].filter(([, files]) => files.length > 1).map(([context, files]) => `${context}: ${files.length} controllers (${files.join(', ')})`);
}

/** `<verb-ing>-<noun>`, an optional qualifier before the verb: adding-note, changing-plan, auto-tagging-papers. */
const USE_CASE_NAME = /^([a-z0-9]+-)*[a-z]+ing(-[a-z0-9]+)+$/;

/**
 * What is wrong with a use-case folder (`dir`, relative to modules/, holding a command), given its
 * files: a name without a noun (`importing`), a name not a verb (`citation-graph`), or a read model
 * (a projector) kept in it instead of its own folder.
 */
export function useCaseFolderProblems(dir: string, files: string[]): string[] {
  const name = dir.split(/[\\/]/).pop() ?? dir;
  const problems: string[] = [];
  if (!USE_CASE_NAME.test(name)) problems.push(`${dir}: a use-case folder is named <verb-ing>-<noun> (adding-note), not "${name}"`);
  const projectors = files.filter((f) => f.endsWith('.projection.ts'));
  if (projectors.length) problems.push(`${dir}: holds a read model (${projectors.join(', ')}); a projector and its query get their own folder`);
  return problems;
}

describe('repository layout (docs/ARCHITECTURE.md §3, §12)', () => {
  it('one aggregate shape: each decider beside its aggregate and spec, pure, exporting decide', () => {
    const deciders = backendSources.filter((f) => f.endsWith('.decider.ts'));
    assert.ok(deciders.length >= 10, `found ${deciders.length} deciders`);
    const problems: string[] = [];
    for (const decider of deciders) {
      const aggregate = decider.replace(/\.decider\.ts$/, '.ts');
      const spec = decider.replace(/\.ts$/, '.spec.ts');
      if (!backendSources.includes(aggregate)) {
        problems.push(`${rel(decider)}: no aggregate ${path.basename(aggregate)} beside it`);
        continue;
      }
      if (!backendSources.includes(spec)) problems.push(`${rel(decider)}: no ${path.basename(spec)}`);
      if (!/^export function decide\(/m.test(read(decider))) problems.push(`${rel(decider)}: exports no decide(command, state)`);
      const agg = read(aggregate);
      if (!/export function evolve\(/.test(agg)) problems.push(`${rel(aggregate)}: exports no evolve(state, event)`);
      if (!/export const [A-Z_]+_EVENT_TYPES\b/.test(agg)) problems.push(`${rel(aggregate)}: exports no *_EVENT_TYPES list`);
      for (const file of [decider, aggregate]) {
        if (/from '@nestjs\//.test(read(file)) || /platform\/http\//.test(read(file))) problems.push(`${rel(file)}: imports Nest or HTTP (a decider and its aggregate are pure)`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('one command/handler layout: a command file holds the command only, beside its handler', () => {
    const commands = backendSources.filter((f) => f.endsWith('.command.ts'));
    assert.ok(commands.length >= 20, `found ${commands.length} commands`);
    const problems: string[] = [];
    for (const command of commands) {
      if (!backendSources.includes(command.replace(/\.command\.ts$/, '.handler.ts'))) problems.push(`${rel(command)}: no handler beside it`);
      if (/@CommandHandler\(/.test(read(command))) problems.push(`${rel(command)}: holds a handler`);
      if ((read(command).match(/^export class \w+Command\b/gm) ?? []).length !== 1) problems.push(`${rel(command)}: not exactly one command class`);
    }
    for (const file of backendSources.filter((f) => !f.endsWith('.handler.ts') && !f.endsWith('.spec.ts'))) {
      if (/@CommandHandler\(/.test(read(file))) problems.push(`${rel(file)}: a command handler outside a *.handler.ts`);
    }
    assert.deepEqual(problems, []);
  });

  it("controllers sit at their context's root", () => {
    const areas = AREAS;
    const problems = backendSources
      .filter((f) => f.endsWith('.controller.ts'))
      .filter((f) => {
        const parts = path.relative(MODULES, f).split(path.sep);
        // modules/<context>/x.controller.ts, or modules/<area>/<context>/x.controller.ts
        return areas.has(parts[0]) ? parts.length !== 3 : parts.length !== 2;
      })
      .map(rel);
    assert.deepEqual(problems, []);
  });

  it('one controller per context', () => {
    const controllers = backendSources.filter((f) => f.endsWith('.controller.ts')).map((f) => path.relative(MODULES, f));
    assert.ok(controllers.length >= 15, `found ${controllers.length} controllers`);
    assert.deepEqual(contextsWithSeveralControllers(controllers), []);
  });

  it('the controller rule fails on a context with two controllers, whether or not in an area', () => {
    assert.deepEqual(contextsWithSeveralControllers(['discovery/scholar/scholar.controller.ts', 'discovery/search/search.controller.ts', 'accounts/accounts.controller.ts']), []);
    assert.deepEqual(contextsWithSeveralControllers(['discovery/scholar/scholar.controller.ts', 'discovery/scholar/citations.controller.ts']), [
      'discovery/scholar: 2 controllers (discovery/scholar/scholar.controller.ts, discovery/scholar/citations.controller.ts)',
    ]);
    assert.equal(contextsWithSeveralControllers(['accounts/accounts.controller.ts', 'accounts/auth.controller.ts']).length, 1);
  });

  it('use-case folders are named <verb-ing>-<noun> and keep no read model', () => {
    const folders = new Map<string, string[]>();
    for (const f of backendSources) folders.set(path.dirname(f), [...(folders.get(path.dirname(f)) ?? []), path.basename(f)]);
    const useCases = [...folders].filter(([, files]) => files.some((f) => f.endsWith('.command.ts')));
    assert.ok(useCases.length >= 20, `found ${useCases.length} use-case folders`);
    assert.deepEqual(
      useCases.flatMap(([dir, files]) => useCaseFolderProblems(path.relative(MODULES, dir), files)),
      [],
    );
  });

  it('the use-case folder rule fails on a name without a noun, a noun alone, and a read model inside', () => {
    for (const good of ['adding-note', 'changing-plan', 'auto-tagging-papers', 'registering-for-beta']) assert.deepEqual(useCaseFolderProblems(`x/${good}`, ['a.command.ts']), [], good);
    for (const bad of ['importing', 'enrolling', 'registering', 'citation-graph', 'notes']) assert.equal(useCaseFolderProblems(`x/${bad}`, ['a.command.ts']).length, 1, bad);
    assert.match(useCaseFolderProblems('discovery/scholar/loading-citation-graph', ['load-citation-graph.command.ts', 'paper-citations.projection.ts'])[0], /holds a read model/);
  });

  it('every projection has an integration spec that ends with rebuild = live', () => {
    const projections = filesUnder(path.join(ROOT, 'backend/src'), (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
      .filter((f) => !f.includes(`${path.sep}testing${path.sep}`))
      .map((f) => ({ file: f, name: /export class (\w+) implements Projection\b/.exec(read(f))?.[1] }))
      .filter((p): p is { file: string; name: string } => Boolean(p.name));
    assert.ok(projections.length >= 20, `found ${projections.length} projections`);
    const specs = filesUnder(path.join(ROOT, 'backend/src'), (f) => f.endsWith('.int.spec.ts')).map(read);
    const rebuilt = (name: string) => specs.some((s) => new RegExp(`\\b${name}\\b`).test(s) && s.includes('assertRebuildEqualsLive'));
    // A process manager that keeps no read model (its reset does nothing) has nothing to rebuild; its API test covers it.
    const keepsReadModel = (file: string) => !/async reset\(\): Promise<void> \{\s*\}/.test(read(file));
    const problems = projections.filter((p) => keepsReadModel(p.file) && !rebuilt(p.name)).map((p) => `${rel(p.file)}: ${p.name} has no *.int.spec.ts with assertRebuildEqualsLive`);
    assert.deepEqual(problems, []);
  });

  it("the frontends call the API only through common's client, with paths from shared-contracts", () => {
    const frontends = ['common', 'shell', 'discovery', 'institution', 'admin'].flatMap((f) =>
      filesUnder(path.join(ROOT, 'frontends', f, 'src'), (file) => /\.tsx?$/.test(file)),
    );
    assert.ok(frontends.length > 50, `found ${frontends.length} frontend sources`);
    const client = path.join(ROOT, 'frontends/common/src/lib/api-client.ts');
    const problems: string[] = [];
    for (const file of frontends) {
      const src = code(file);
      if (file !== client && /(^|[^.\w])fetch\(/.test(src)) problems.push(`${rel(file)}: calls fetch (use api from @scholarlens/common)`);
      if (/XMLHttpRequest|axios/.test(src)) problems.push(`${rel(file)}: another HTTP client`);
      if (/['"`]\/(api|auth)\//.test(src)) problems.push(`${rel(file)}: an API path literal (take it from @scholarlens/contracts)`);
    }
    assert.deepEqual(problems, []);
  });
});
