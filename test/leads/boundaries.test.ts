import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const LEADS = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/leads');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The folder directly under src/leads that holds `path` (a capability, or `core`); null outside src/leads. */
function folderOf(path: string): string | null {
  const rel = relative(LEADS, path);
  if (rel.startsWith('..') || !rel.includes(sep)) return null;
  return rel.split(sep)[0];
}

/** Relative module paths of every static and dynamic import and re-export of a source file. */
function importsOf(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** Folder → the other folders under src/leads its files import. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(LEADS)) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const to = folderOf(resolve(dirname(file), spec));
      if (to && to !== from && !edges.has(to)) edges.set(to, relative(LEADS, file));
    }
  }
  return graph;
}

/** Every cycle's folders, each cycle found once from its first folder in DFS order. */
function cyclesOf(graph: Map<string, Map<string, string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

test('the import parser sees static imports, re-exports and dynamic imports', () => {
  const source = [
    "import { a } from '../core/lead.js';",
    "import type { B } from './b.js';",
    "export { c } from '../orders/c.js';",
    "const d = await import('../intake/d.js');",
    "import { e } from 'drizzle-orm';",
  ].join('\n');
  assert.deepEqual(importsOf(source), ['../core/lead.js', './b.js', '../orders/c.js', '../intake/d.js']);
});

test('the cycle finder reports a cycle between two folders and none in a chain', () => {
  const edges = (...to: string[]) => new Map(to.map((t) => [t, 'file.ts']));
  const cyclic = new Map([
    ['a', edges('b')],
    ['b', edges('c')],
    ['c', edges('a')],
  ]);
  assert.deepEqual(cyclesOf(cyclic), [['a', 'b', 'c', 'a']]);
  const chain = new Map([
    ['a', edges('b', 'c')],
    ['b', edges('c')],
    ['c', edges()],
  ]);
  assert.deepEqual(cyclesOf(chain), []);
});

test('no import cycle between the folders of src/leads', () => {
  const graph = folderGraph();
  assert.ok(graph.size >= 8, `expected the lead capabilities, found ${[...graph.keys()].join(', ')}`);
  const described = cyclesOf(graph).map((cycle) =>
    cycle
      .slice(1)
      .map((to, i) => `${cycle[i]} → ${to} (${graph.get(cycle[i])?.get(to)})`)
      .join(', '),
  );
  assert.deepEqual(described, []);
});

test('the lead core imports no lead capability but the catalog (reference data every capability reads)', () => {
  const core = folderGraph().get('core');
  assert.ok(core, 'src/leads/core exists');
  assert.deepEqual(
    [...core.keys()].filter((folder) => folder !== 'catalog'),
    [],
  );
});
