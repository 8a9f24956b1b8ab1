#!/usr/bin/env node
// Fails when the server's folders import each other in a cycle (issue 16: a flat server). Each
// folder of apps/server/src is a node; a relative import from one folder into another is an
// edge (type-only imports count too: they tie the folders together all the same). Tests and
// benches are left out: they may reach anywhere.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'apps/server/src');
const edges = new Map();
const importPattern = /(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
  if (/\.(test|bench)\.ts$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const from = path.relative(root, entry.parentPath) || '.';
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const target = path.resolve(entry.parentPath, specifier);
    // `../repositories` names a folder (its index.ts); `./x.service` names a file.
    const isFolder = readdirSync(path.dirname(target)).includes(path.basename(target));
    const to = path.relative(root, isFolder ? target : path.dirname(target)) || '.';
    if (to === from || to.startsWith('..')) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}

// Tarjan's strongly connected components: any component of two or more folders is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
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
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const node of edges.keys()) if (!state.has(node)) visit(node);

if (cycles.length > 0) {
  console.error(`Folder cycles in ${path.relative(process.cwd(), root)}:`);
  for (const cycle of cycles) {
    console.error(`  ${cycle.join(' ↔ ')}, through:`);
    for (const from of cycle)
      for (const to of edges.get(from) ?? [])
        if (cycle.includes(to)) console.error(`    ${from} → ${to}`);
  }
  process.exit(1);
}
console.log(`No folder cycles in ${path.relative(process.cwd(), root)} (${edges.size} folders).`);
