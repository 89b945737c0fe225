import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The table "Folders" of docs/where-things-go.md, read from the document itself, checked against every import of
 * src/ (type-only imports, re-exports and dynamic imports too): a file imports its own folder, and the folders its
 * row names under "may import"; never another folder's routes; no import cycle between files or between folders.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const GUIDE = 'docs/where-things-go.md';

/** A row of the table: where (`src/app.ts`, `src/platform/`, `src/leads/<capability>/`) and what it may import. */
interface Row {
  places: string[];
  /** Places as the first column spells them (`src/leads/core/`), or every place of src/. */
  mayImport: string[] | 'everything';
}

const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** The rows of the table under "## Folders". */
function tableOf(markdown: string): Row[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Folders'));
  assert.ok(section, `${GUIDE} has a section "Folders"`);
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  return lines.slice(2).map((line) => {
    const cells = line.split('|').slice(1, -1);
    assert.equal(cells.length, 3, `a row has three cells: ${line}`);
    const places = ticked(cells[0]);
    assert.ok(places.length > 0 && places.every((p) => p.startsWith('src/')), `places of src/: ${cells[0]}`);
    const mayImport = /\beverything\b/.test(cells[2]) ? 'everything' : ticked(cells[2]).map((t) => `src/${t}/`);
    return { places, mayImport };
  });
}

const isPattern = (place: string) => /<[^>]+>/.test(place);

/** Whether `path` lies in `place`; the folder it lies in (the pattern's folder filled in), or null. */
function folderIn(place: string, path: string): string | null {
  const source = place
    .split(/<[^>]+>/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  const match = new RegExp(place.endsWith('/') ? `^${source}` : `^${source}$`).exec(path);
  return match ? match[0] : null;
}

/** Characters of a place that are not a pattern: the most specific place of a path wins. */
const literalLength = (place: string) => place.replace(/<[^>]+>/g, '').length;

interface Located {
  row: Row;
  place: string;
  /** The folder (or root file) the path lies in: what "its own folder" means. */
  folder: string;
}

function locate(rows: Row[], path: string): Located | null {
  let best: Located | null = null;
  for (const row of rows) {
    for (const place of row.places) {
      const folder = folderIn(place, path);
      if (folder !== null && (!best || literalLength(place) > literalLength(best.place))) best = { row, place, folder };
    }
  }
  return best;
}

/** Whether the table lets `from` import `to` (both located); own folder always. */
function allowed(from: Located, to: Located, target: string): boolean {
  if (from.row.mayImport === 'everything' || to.folder === from.folder) return true;
  return from.row.mayImport.some((place) => (isPattern(place) ? to.place === place : target.startsWith(place)));
}

/** The relative module specifiers of a source text: imports, `import type`, re-exports, dynamic `import()`. */
function specifiersOf(text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((name) => name.startsWith('.'));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every file of src/ and the files of src/ it imports (paths from the repository root, `.js` read as `.ts`). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles('src')) {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = specifiersOf(text).map((s) =>
      posix.normalize(posix.join(posix.dirname(file), s)).replace(/\.js$/, '.ts'),
    );
    graph.set(file, targets);
  }
  return graph;
}

/** One cycle per back edge of a depth-first walk: none exactly when the graph has none. */
function cyclesOf(graph: Map<string, Iterable<string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

const rows = tableOf(readFileSync(join(root, GUIDE), 'utf8'));
const graph = importGraph();

test('the import reader sees imports, type-only imports, re-exports and dynamic imports, not packages', () => {
  const text = [
    "import { a } from '../core/lead.js';",
    "import type { B } from './b.js';",
    "export { c } from '../orders/c.js';",
    "export type { D } from './d.js';",
    "const e = await import('../intake/e.js');",
    "import { f } from 'drizzle-orm';",
    "// import { g } from './commented-out.js';",
  ].join('\n');
  assert.deepEqual(specifiersOf(text), ['../core/lead.js', './b.js', '../orders/c.js', './d.js', '../intake/e.js']);
});

test('the cycle finder finds a cycle and none in a chain', () => {
  const cyclic = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
  ]);
  assert.deepEqual(cyclesOf(cyclic), [['a', 'b', 'c', 'a']]);
  const chain = new Map([
    ['a', ['b', 'c']],
    ['b', ['c']],
    ['c', []],
  ]);
  assert.deepEqual(cyclesOf(chain), []);
});

test(`the table of ${GUIDE} names folders that exist, and only those`, () => {
  assert.ok(rows.length >= 10, `found ${rows.length} rows`);
  const places = rows.flatMap((row) => row.places);
  for (const place of places) {
    const existing = isPattern(place) ? place.slice(0, place.search(/<[^>]+>/)) : place;
    assert.ok(existsSync(join(root, existing)), `${place} exists`);
  }
  for (const row of rows) {
    if (row.mayImport === 'everything') continue;
    for (const place of row.mayImport) {
      assert.ok(isPattern(place) ? places.includes(place) : existsSync(join(root, place)), `${place} exists`);
    }
  }
});

test(`every file of src/ has its row in the table of ${GUIDE}, and every import a file`, () => {
  const unplaced = [...graph.keys()].filter((file) => !locate(rows, file));
  assert.deepEqual(unplaced, []);
  const unresolved = [...graph].flatMap(([file, targets]) =>
    targets.filter((t) => !graph.has(t)).map((t) => `${file} → ${t}`),
  );
  assert.deepEqual(unresolved, []);
});

test(`every import of src/ is one its row of ${GUIDE} allows`, () => {
  const refused = [...graph].flatMap(([file, targets]) => {
    const from = locate(rows, file);
    if (!from) return [];
    return targets
      .filter((target) => {
        const to = locate(rows, target);
        return to !== null && !allowed(from, to, target);
      })
      .map((target) => `${file} → ${target}`);
  });
  assert.deepEqual(refused, []);
});

/** A feature's plugin (`src/leads/leads.plugin.ts`) registers the routes of the folders inside its own. */
const pluginRegisters = (file: string, target: string) =>
  file.endsWith('.plugin.ts') && target.startsWith(file.slice(0, file.lastIndexOf('/') + 1));

test("no file imports another folder's routes: only the start-up files and a feature's plugin register them", () => {
  const refused = [...graph].flatMap(([file, targets]) => {
    const from = locate(rows, file);
    if (!from || from.row.mayImport === 'everything') return [];
    return targets
      .filter((target) => target.endsWith('.routes.ts') && locate(rows, target)?.folder !== from.folder)
      .filter((target) => !pluginRegisters(file, target))
      .map((target) => `${file} → ${target}`);
  });
  assert.deepEqual(refused, []);
});

test('no import cycle between the files of src/', () => {
  assert.deepEqual(
    cyclesOf(graph).map((cycle) => cycle.join(' → ')),
    [],
  );
});

test(`no import cycle between the folders of ${GUIDE}`, () => {
  const folders = new Map<string, Map<string, string>>();
  for (const [file, targets] of graph) {
    const from = locate(rows, file);
    if (!from || from.row.mayImport === 'everything') continue;
    const edges = folders.get(from.folder) ?? new Map<string, string>();
    folders.set(from.folder, edges);
    for (const target of targets) {
      const to = locate(rows, target);
      if (to && to.folder !== from.folder && !edges.has(to.folder)) edges.set(to.folder, `${file} → ${target}`);
    }
  }
  const described = cyclesOf(new Map([...folders].map(([folder, edges]) => [folder, edges.keys()]))).map((cycle) =>
    cycle
      .slice(1)
      .map((to, i) => folders.get(cycle[i])?.get(to))
      .join(', '),
  );
  assert.deepEqual(described, []);
});
