/**
 * Reusable scratch buffers for a kernel's internal temporaries (never for results): each kernel
 * owns a named slot, takes a buffer at least as long as it needs and overwrites every element it
 * reads. Fewer multi-megabyte allocations means fewer full garbage collections, which V8
 * triggers on external (ArrayBuffer) memory pressure. Kernels are synchronous, so a slot is
 * never used twice at once within a thread.
 */
const floats = new Map<string, Float32Array>();
const doubles = new Map<string, Float64Array>();
const bytes = new Map<string, Uint8Array>();
const ints = new Map<string, Int32Array>();

export function scratchFloat32(slot: string, length: number): Float32Array {
  let buffer = floats.get(slot);
  if (!buffer || buffer.length < length) {
    buffer = new Float32Array(length);
    floats.set(slot, buffer);
  }
  return buffer.length === length ? buffer : buffer.subarray(0, length);
}

export function scratchUint8(slot: string, length: number): Uint8Array {
  let buffer = bytes.get(slot);
  if (!buffer || buffer.length < length) {
    buffer = new Uint8Array(length);
    bytes.set(slot, buffer);
  }
  return buffer.length === length ? buffer : buffer.subarray(0, length);
}

export function scratchInt32(slot: string, length: number): Int32Array {
  let buffer = ints.get(slot);
  if (!buffer || buffer.length < length) {
    buffer = new Int32Array(length);
    ints.set(slot, buffer);
  }
  return buffer.length === length ? buffer : buffer.subarray(0, length);
}

export function scratchFloat64(slot: string, length: number): Float64Array {
  let buffer = doubles.get(slot);
  if (!buffer || buffer.length < length) {
    buffer = new Float64Array(length);
    doubles.set(slot, buffer);
  }
  return buffer.length === length ? buffer : buffer.subarray(0, length);
}
