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
 * the outer one).
 */

type Kind = 'f32' | 'f64' | 'u8' | 'i32';
type Buffer = Float32Array | Float64Array | Uint8Array | Int32Array;

/** Below this many elements a fresh array is cheap: V8 allocates it on the heap. */
const MIN_REUSED = 4096;
/** Largest total kept in the free lists between analyses (≈ what one analysis uses). */
const MAX_KEPT_BYTES = 160 * 1024 * 1024;

const free = new Map<string, Buffer[]>();
let keptBytes = 0;
let inUse: { key: string; buffer: Buffer }[] | null = null;

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
 * (clearing ≈ 65 MB per analysis costs several ms and memory bandwidth).
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
  inUse = handed;
  try {
    return run();
  } finally {
    inUse = null;
    // Sizes this run did not ask for (crops, per-component tables) are let go: the lists hold
    // the sizes the last run used (as many of each as one run has needed), not every size seen.
    const asked = new Set(handed.map((h) => h.key));
    for (const [key, list] of free)
      if (!asked.has(key)) {
        for (const buffer of list) keptBytes -= buffer.byteLength;
        free.delete(key);
      }
    for (const { key, buffer } of handed) {
      if (keptBytes + buffer.byteLength > MAX_KEPT_BYTES) continue;
      keptBytes += buffer.byteLength;
      const list = free.get(key);
      if (list) list.push(buffer);
      else free.set(key, [buffer]);
    }
  }
}
