/**
 * Plane-sized buffers reused from one analysis to the next. A fresh 512×384 Float32Array costs
 * far more than the pass that fills it (allocation, first-touch page faults, and the garbage
 * collections V8 starts on external-memory pressure): on the project's machine ≈ 0.3 ms against
 * ≈ 0.1 ms for a simple pass over a reused one. An analysis allocates around a hundred such
 * planes, and two workers doing so at once also contend for memory bandwidth.
 *
 * Inside `withBufferReuse(run)` the `new…` functions below hand out buffers from free lists
 * (zero-filled, like a fresh array); when `run` returns, every buffer handed out goes back to
 * the lists. So nothing allocated inside may be used after `run` returns: callers copy what
 * they keep (analyzePair copies its masks). Outside a scope, and for small arrays, these are
 * plain `new` calls. Synchronous code only, one scope at a time per thread (nested scopes join
 * the outer one). `inStage(run)` inside a scope gives back early what a stage no longer needs.
 */

type Kind = 'f32' | 'f64' | 'u8' | 'i32';
type Buffer = Float32Array | Float64Array | Uint8Array | Int32Array;

/** Below this many elements a fresh array is cheap: V8 allocates it on the heap. */
const MIN_REUSED = 4096;
/** Largest total kept in the free lists between analyses (≈ what one analysis uses). */
const MAX_KEPT_BYTES = 160 * 1024 * 1024;

const free = new Map<string, Buffer[]>();
let keptBytes = 0;
/** Buffers handed out in the current scope and not yet given back, in the order taken. */
let inUse: { key: string; buffer: Buffer }[] | null = null;
/** Sizes asked for in the current scope (including buffers a stage gave back early). */
let asked: Set<string> | null = null;

let poison = false;

/**
 * For tests: fill every buffer given back with NaN (or 0xA5 in integer arrays), so a stage that
 * still reads a buffer after giving it back, or reads an overwritten buffer before writing it,
 * changes the results.
 */
export function poisonGivenBack(on: boolean): void {
  poison = on;
}

function giveBack(key: string, buffer: Buffer): void {
  if (poison)
    buffer.fill(buffer instanceof Float32Array || buffer instanceof Float64Array ? NaN : 0xa5);
  if (keptBytes + buffer.byteLength > MAX_KEPT_BYTES) return;
  keptBytes += buffer.byteLength;
  const list = free.get(key);
  if (list) list.push(buffer);
  else free.set(key, [buffer]);
}

function take<T extends Buffer>(
  kind: Kind,
  length: number,
  create: (n: number) => T,
  clear = true,
): T {
  if (!inUse || length < MIN_REUSED) return create(length);
  const key = `${kind}:${length}`;
  const list = free.get(key);
  let buffer = list?.pop() as T | undefined;
  if (buffer) {
    keptBytes -= buffer.byteLength;
    if (clear) buffer.fill(0);
  } else buffer = create(length);
  inUse.push({ key, buffer });
  asked?.add(key);
  return buffer;
}

export function newFloat32(length: number): Float32Array {
  return take('f32', length, (n) => new Float32Array(n));
}

export function newFloat64(length: number): Float64Array {
  return take('f64', length, (n) => new Float64Array(n));
}

export function newUint8(length: number): Uint8Array {
  return take('u8', length, (n) => new Uint8Array(n));
}

export function newInt32(length: number): Int32Array {
  return take('i32', length, (n) => new Int32Array(n));
}

/**
 * For callers that write every element before reading any: a reused buffer is not cleared
 * (clearing ≈ 37 MB per analysis costs several ms and memory bandwidth).
 */
export function overwrittenFloat32(length: number): Float32Array {
  return take('f32', length, (n) => new Float32Array(n), false);
}

export function overwrittenUint8(length: number): Uint8Array {
  return take('u8', length, (n) => new Uint8Array(n), false);
}

export function overwrittenInt32(length: number): Int32Array {
  return take('i32', length, (n) => new Int32Array(n), false);
}

/** A copy of `src` in a reusable buffer. */
export function copyUint8(src: Uint8Array): Uint8Array {
  const out = overwrittenUint8(src.length);
  out.set(src);
  return out;
}

/** Runs `run` with buffer reuse; buffers handed out inside return to the free lists afterwards. */
export function withBufferReuse<T>(run: () => T): T {
  if (inUse) return run();
  const handed: { key: string; buffer: Buffer }[] = [];
  const sizes = new Set<string>();
  inUse = handed;
  asked = sizes;
  try {
    return run();
  } finally {
    inUse = null;
    asked = null;
    // Sizes this run did not ask for (crops, per-component tables) are let go: the lists hold
    // the sizes the last run used (as many of each as one run has needed), not every size seen.
    for (const [key, list] of free)
      if (!sizes.has(key)) {
        for (const buffer of list) keptBytes -= buffer.byteLength;
        free.delete(key);
      }
    for (const { key, buffer } of handed) giveBack(key, buffer);
  }
}

/** The ArrayBuffers of every typed array reachable from `value` through data properties. */
function reachableBuffers(
  value: unknown,
  found = new Set<ArrayBufferLike>(),
  seen = new Set<object>(),
) {
  if (typeof value !== 'object' || value === null || seen.has(value)) return found;
  seen.add(value);
  if (ArrayBuffer.isView(value)) {
    found.add(value.buffer);
    return found;
  }
  // Data properties only: a getter may compute something (PhotoPlanes' lazy colour planes).
  for (const descriptor of Object.values(Object.getOwnPropertyDescriptors(value)))
    if ('value' in descriptor) reachableBuffers(descriptor.value, found, seen);
  return found;
}

/**
 * Runs one stage of an analysis inside `withBufferReuse` and gives back at once the buffers it
 * took that its result does not hold (its temporaries), so the next stage reuses them while
 * they may still be in the processor's cache. An analysis so touches ≈ 37 MB of buffers instead
 * of ≈ 63 MB (the machine's L3 cache is 32 MB, shared by the workers). The stage must keep
 * nothing it took anywhere but in its result (no closures, no module state): a test fills every
 * buffer given back with NaN and checks that the results do not change.
 */
export function inStage<T>(run: () => T): T {
  const handed = inUse;
  if (!handed) return run();
  const start = handed.length;
  const result = run();
  const kept = reachableBuffers(result);
  const stillInUse = [];
  for (const entry of handed.splice(start)) {
    if (kept.has(entry.buffer.buffer)) stillInUse.push(entry);
    else giveBack(entry.key, entry.buffer);
  }
  handed.push(...stillInUse);
  return result;
}
