#!/usr/bin/env node
// Fails when the server's imports break its layering (ARCHITECTURE §2 "Inside the server").
// Each production file of apps/server/src is a node and each relative import an edge (type-only
// imports count too: they tie the files together all the same). Three rules:
// - no file imports a file on a higher layer (LAYERS below, lowest first);
// - no two files import each other in a circle, directly or through others;
// - no two folders do (issue 16: a flat server), which the file rule alone would let through
//   when folder A's file x imports B's y while B's z imports A's w.
// Tests are left out: they reach anywhere. Test and bench support live outside src
// (apps/server/test-support, apps/server/bench), so nothing here may import them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The layers, lowest first, by the first segment of a file's path under src. A file may import
 * its own layer and those below it. Every folder and top-level file must be on one, so a new
 * folder is placed on purpose.
 */
const LAYERS = [
  ['http'],
  ['infra', 'policy'],
  ['repositories', 'config.ts', 'logging.ts'],
  ['plugins'],
  ['modules'],
  ['bootstrap', 'operations'],
  ['services.ts', 'app.ts'],
  ['main.ts', 'scripts'],
];

const root = path.resolve(process.argv[2] ?? 'apps/server/src');
const importPattern = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const layerOf = new Map(LAYERS.flatMap((names, layer) => names.map((name) => [name, layer])));
const problems = [];

const top = (file) => file.split(path.sep)[0];
// A file at the top (app.ts, config.ts, …) is a node of its own: those sit on different layers.
const folderOf = (file) => (path.dirname(file) === '.' ? file : path.dirname(file));

/** `../repositories` names a folder's index.ts, `./x.service` a file without its extension. */
function resolve(fromFile, specifier) {
  const target = path.resolve(root, path.dirname(fromFile), specifier);
  for (const candidate of [target, `${target}.ts`, path.join(target, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile())
      return path.relative(root, candidate);
  return undefined;
}

const fileEdges = new Map();
const folderEdges = new Map();
const addEdge = (edges, from, to) => {
  if (!edges.has(from)) edges.set(from, new Set());
  edges.get(from).add(to);
};

for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
  const file = path.relative(root, path.join(entry.parentPath, entry.name));
  if (!layerOf.has(top(file))) {
    problems.push(`${file} is on no layer (add ${top(file)} to LAYERS)`);
    continue;
  }
  fileEdges.set(file, fileEdges.get(file) ?? new Set());
  for (const [, specifier] of readFileSync(path.join(root, file), 'utf8').matchAll(importPattern)) {
    const target = resolve(file, specifier);
    if (!target || target.startsWith('..')) {
      problems.push(`${file} imports ${specifier}, outside ${path.basename(root)}`);
      continue;
    }
    addEdge(fileEdges, file, target);
    if (folderOf(target) !== folderOf(file)) addEdge(folderEdges, folderOf(file), folderOf(target));
    const [from, to] = [layerOf.get(top(file)), layerOf.get(top(target))];
    if (to === undefined || to > from)
      problems.push(`${file} (layer ${from}) imports ${target} (layer ${to ?? 'none'}), above it`);
  }
}

/** Tarjan's strongly connected components: any component of two or more nodes is a circle. */
function circles(edges) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  function visit(node) {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  }
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return found;
}

for (const [kind, edges] of [
  ['files', fileEdges],
  ['folders', folderEdges],
]) {
  for (const circle of circles(edges)) {
    const through = circle.flatMap((from) =>
      [...(edges.get(from) ?? [])]
        .filter((to) => circle.includes(to))
        .map((to) => `${from} → ${to}`),
    );
    problems.push(`${kind} import each other in a circle: ${through.join(', ')}`);
  }
}

const where = path.relative(process.cwd(), root);
if (problems.length > 0) {
  console.error(`Imports in ${where} break its layering (scripts/check-server-imports.mjs):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `${where}: ${fileEdges.size} files on ${LAYERS.length} layers, none imports upward, no circles.`,
);
