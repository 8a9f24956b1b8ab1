/**
 * 8-connected component labelling (two passes with union–find) and per-component moments,
 * used for area filters, spot shape (elongation) and line length.
 */
import { newInt32, newUint8, overwrittenInt32 } from './arena';
import { rowWordsOf, startsEmptyWord } from './mask-words';
import type { Mask } from './plane';
import { scratchInt32 } from './scratch';

/** Per component: area, Σx, Σy, Σx², Σxy, Σy², minX, minY, maxX, maxY. */
export const STAT_FIELDS = 10;

export interface Components {
  /** 0 = background, 1..count = component id. */
  labels: Int32Array;
  count: number;
  /** STAT_FIELDS numbers per component, component k at offset (k − 1)·STAT_FIELDS. */
  stats: Float64Array;
  /**
   * Index of every labelled pixel, in scan order: loops over the components' pixels visit
   * these instead of scanning the whole plane (masks are mostly empty).
   */
  pixels: Int32Array;
}

function find(parent: Int32Array, x: number): number {
  let root = x;
  while (parent[root]! !== root) root = parent[root]!;
  while (parent[x]! !== root) {
    const next = parent[x]!;
    parent[x] = root;
    x = next;
  }
  return root;
}

function union(parent: Int32Array, a: number, b: number): number {
  const ra = find(parent, a);
  const rb = find(parent, b);
  if (ra === rb) return ra;
  const lo = ra < rb ? ra : rb;
  parent[ra < rb ? rb : ra] = lo;
  return lo;
}

/**
 * First pass with the decision tree of Wu, Otoo & Suzuki (2005): if the north neighbour is set,
 * it already shares a component with west, north-west and north-east, so no union is needed;
 * otherwise at most one union (north-east with west or north-west). Few unions, few finds.
 */
function provisionalLabels(mask: Mask, labels: Int32Array, parent: Int32Array): number {
  const { width: w, height: h, data: m } = mask;
  // Labels start at 0 and only marked pixels are visited; with whole rows of words, a word of
  // four unmarked pixels is skipped at once (masks are mostly empty).
  labels.fill(0);
  const words = rowWordsOf(mask);
  let next = 1;
  for (let y = 0; y < h; y += 1) {
    const row = y * w;
    for (let x = 0; x < w; x += 1) {
      if (startsEmptyWord(words, row + x)) {
        x += 3;
        continue;
      }
      const i = row + x;
      if (m[i]! === 0) continue;
      const n = y > 0 ? labels[i - w]! : 0;
      let label: number;
      if (n !== 0) label = n;
      else {
        const ne = y > 0 && x < w - 1 ? labels[i - w + 1]! : 0;
        const west = x > 0 ? labels[i - 1]! : 0;
        const nw = y > 0 && x > 0 ? labels[i - w - 1]! : 0;
        const left = west !== 0 ? west : nw;
        if (ne !== 0) label = left !== 0 ? union(parent, ne, left) : ne;
        else if (left !== 0) label = left;
        else {
          label = next;
          parent[next] = next;
          next += 1;
        }
      }
      labels[i] = label;
    }
  }
  return next;
}

/** Labels the non-zero pixels of `mask` into 8-connected components, numbered in scan order. */
export function labelComponents(mask: Mask): Components {
  const { width: w, height: h, data: m } = mask;
  // provisionalLabels clears the labels itself.
  const labels = overwrittenInt32(m.length);
  // Every parent entry is written before it is read (parent[next] = next), so scratch is safe.
  const parent = scratchInt32('components-parent', (m.length >> 1) + 2);
  const next = provisionalLabels(mask, labels, parent);
  // Unions keep the lower label as the root, so a root precedes its members: one pass gives
  // every provisional label its final id.
  const finalId = newInt32(next);
  let count = 0;
  for (let k = 1; k < next; k += 1) {
    const root = find(parent, k);
    finalId[k] = root === k ? ++count : finalId[root]!;
  }
  const stats = new Float64Array(count * STAT_FIELDS);
  for (let k = 0; k < count; k += 1) {
    stats[k * STAT_FIELDS + 6] = Infinity;
    stats[k * STAT_FIELDS + 7] = Infinity;
    stats[k * STAT_FIELDS + 8] = -Infinity;
    stats[k * STAT_FIELDS + 9] = -Infinity;
  }
  const words = rowWordsOf(mask);
  const pixels = overwrittenInt32(m.length);
  let area = 0;
  for (let y = 0; y < h; y += 1)
    for (let x = 0, i = y * w; x < w; x += 1, i += 1) {
      if (startsEmptyWord(words, i)) {
        x += 3;
        i += 3;
        continue;
      }
      if (labels[i]! === 0) continue;
      const id = finalId[labels[i]!]!;
      labels[i] = id;
      pixels[area] = i;
      area += 1;
      const o = (id - 1) * STAT_FIELDS;
      stats[o] = stats[o]! + 1;
      stats[o + 1] = stats[o + 1]! + x;
      stats[o + 2] = stats[o + 2]! + y;
      stats[o + 3] = stats[o + 3]! + x * x;
      stats[o + 4] = stats[o + 4]! + x * y;
      stats[o + 5] = stats[o + 5]! + y * y;
      if (x < stats[o + 6]!) stats[o + 6] = x;
      if (y < stats[o + 7]!) stats[o + 7] = y;
      if (x > stats[o + 8]!) stats[o + 8] = x;
      if (y > stats[o + 9]!) stats[o + 9] = y;
    }
  return { labels, count, stats, pixels: pixels.subarray(0, area) };
}

export interface ComponentShape {
  area: number;
  cx: number;
  cy: number;
  /** √(λmax/λmin) of the second-moment matrix: 1 for a disc, large for a line. */
  elongation: number;
  /** Length of the major axis of the moment-equivalent ellipse (4·√λmax). */
  majorAxis: number;
  box: { x0: number; y0: number; x1: number; y1: number };
}

/** Shape of component `id` (1-based) from its moments. */
export function componentShape(components: Components, id: number): ComponentShape {
  const s = components.stats;
  const o = (id - 1) * STAT_FIELDS;
  const area = s[o]!;
  const cx = s[o + 1]! / area;
  const cy = s[o + 2]! / area;
  // +1/12: the second moment of a unit pixel, so single pixels are not degenerate.
  const sxx = s[o + 3]! / area - cx * cx + 1 / 12;
  const sxy = s[o + 4]! / area - cx * cy;
  const syy = s[o + 5]! / area - cy * cy + 1 / 12;
  const root = Math.sqrt((sxx - syy) * (sxx - syy) + 4 * sxy * sxy);
  const lMax = 0.5 * (sxx + syy + root);
  const lMin = Math.max(1e-9, 0.5 * (sxx + syy - root));
  return {
    area,
    cx,
    cy,
    elongation: Math.sqrt(lMax / lMin),
    majorAxis: 4 * Math.sqrt(lMax),
    // The stats are doubles; `| 0` makes the corners small integers again. A plane whose width
    // is a boxed double (a crop of this box) would switch V8's shared shape of every
    // { width, height, data } object to double fields, and every kernel's index arithmetic
    // with it to floating point: the whole analysis ran ≈ 25 % slower.
    box: { x0: s[o + 6]! | 0, y0: s[o + 7]! | 0, x1: s[o + 8]! | 0, y1: s[o + 9]! | 0 },
  };
}

/** Keeps the components for which `keep(shape, id)` is true; returns a 0/1 mask. */
export function filterComponents(
  mask: Mask,
  keep: (shape: ComponentShape, id: number) => boolean,
  components: Components = labelComponents(mask),
): Mask {
  const verdict = newUint8(components.count + 1);
  for (let id = 1; id <= components.count; id += 1)
    verdict[id] = keep(componentShape(components, id), id) ? 1 : 0;
  const out = newUint8(mask.data.length);
  const labels = components.labels;
  for (const i of components.pixels) out[i] = verdict[labels[i]!]!;
  return { width: mask.width, height: mask.height, data: out };
}

/** Area filter: keeps components with minArea ≤ area ≤ maxArea. */
export function filterByArea(mask: Mask, minArea: number, maxArea = Infinity): Mask {
  return filterComponents(mask, (shape) => shape.area >= minArea && shape.area <= maxArea);
}
